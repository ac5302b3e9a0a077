//! What the static link changes at start (see `link_static` in `build.rs`):
//! glibc's start of a static program asks the system where the program
//! lies, and `shudu` does not need the answer.
//!
//! A static glibc program finds its own path at every start
//! (`_dl_non_dynamic_init` calls `_dl_get_origin`: a `readlink` of
//! `/proc/self/exe`, whose look-up in `/proc` is among the costliest system
//! calls of a short run), only so that `$ORIGIN` in the search paths of a
//! library loaded later with `dlopen` can be expanded. `shudu` loads a
//! library only for glibc's host-name services (`/etc/nsswitch.conf`),
//! found by name in the system's folders, never through `$ORIGIN`. So the
//! static link takes this definition instead of glibc's: "origin unknown",
//! the value glibc's own gives when `/proc` cannot be read, which glibc
//! handles (an `$ORIGIN` path is then dropped). The archive member that
//! defines glibc's (`dl-origin.o`) defines nothing else, so the linker,
//! finding the symbol defined, leaves it out; a glibc where that changed
//! would fail the link (two definitions), not the program.

/// glibc's internal `_dl_get_origin` for a static `shudu` (see the module
/// docs): the folder of the running program, here always "unknown"
/// (`(char *) -1`, never dereferenced by glibc).
#[unsafe(no_mangle)]
extern "C" fn _dl_get_origin() -> *const std::ffi::c_char {
    usize::MAX as *const std::ffi::c_char
}
