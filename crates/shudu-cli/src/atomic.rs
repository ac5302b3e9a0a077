//! Files written whole or not at all: an output file is written under a
//! temporary name in the same folder and renamed over the file named at the
//! end, so that a failure (a full disk, a crash) never leaves a half-written
//! file that looks finished, and the old file stays until the new one is
//! complete. Ctrl-C and SIGTERM rename what was written so far (whole
//! records only, see [`crate::interrupt`]).
//!
//! Only regular files (or names not yet taken) are replaced this way; a
//! device or a pipe (`/dev/null`, `/dev/full`, a FIFO) is written in place.

use crate::interrupt;
use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

/// A temporary file waiting to take the place of its target.
#[derive(Debug)]
pub struct Replace {
    temp: PathBuf,
    target: PathBuf,
}

impl Replace {
    /// Renames the temporary file over the target.
    pub fn commit(self) -> io::Result<()> {
        interrupt::forget_replace(&self.temp);
        fs::rename(&self.temp, &self.target).inspect_err(|_| {
            let _ = fs::remove_file(&self.temp);
        })
    }

    /// Removes the temporary file; the target is left as it was.
    pub fn abandon(self) {
        interrupt::forget_replace(&self.temp);
        let _ = fs::remove_file(&self.temp);
    }
}

/// Opens `target` for writing: a temporary file beside it (with the
/// [`Replace`] that puts it in place) for a regular file or a new name, else
/// the target itself.
pub fn create(target: &Path) -> io::Result<(File, Option<Replace>)> {
    let existing = fs::metadata(target).ok();
    if existing.as_ref().is_some_and(|m| !m.is_file()) {
        if existing.as_ref().is_some_and(|m| m.is_dir()) {
            return Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "is a directory",
            ));
        }
        let file = OpenOptions::new().write(true).truncate(true).open(target)?;
        return Ok((file, None));
    }
    let temp = temp_name(target)?;
    let file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp)?;
    if let Some(meta) = existing {
        // The new file keeps the old one's permissions.
        let _ = fs::set_permissions(&temp, meta.permissions());
    }
    interrupt::remember_replace(&temp, target);
    Ok((
        file,
        Some(Replace {
            temp,
            target: target.to_path_buf(),
        }),
    ))
}

/// `.NAME.PID.part` in the target's folder.
fn temp_name(target: &Path) -> io::Result<PathBuf> {
    let name = target
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    let mut temp = std::ffi::OsString::from(".");
    temp.push(name);
    temp.push(format!(".{}.part", std::process::id()));
    Ok(target.with_file_name(temp))
}

/// Whether `a` and `b` name the same existing file (also through links).
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (fs::metadata(a), fs::metadata(b)) {
            (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        match (fs::canonicalize(a), fs::canonicalize(b)) {
            (Ok(x), Ok(y)) => x == y,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_appears_only_when_committed_and_links_are_the_same_file() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.txt");
        fs::write(&target, "old\n").unwrap();
        let (mut file, replace) = create(&target).unwrap();
        io::Write::write_all(&mut file, b"new\n").unwrap();
        assert_eq!(fs::read_to_string(&target).unwrap(), "old\n");
        replace.unwrap().commit().unwrap();
        assert_eq!(fs::read_to_string(&target).unwrap(), "new\n");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);

        let (_file, replace) = create(&target).unwrap();
        replace.unwrap().abandon();
        assert_eq!(fs::read_to_string(&target).unwrap(), "new\n");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);

        let link = dir.path().join("link.txt");
        fs::hard_link(&target, &link).unwrap();
        assert!(same_file(&target, &link));
        assert!(!same_file(&target, &dir.path().join("none")));
    }
}
