//! `shudu man DIR`: one manual page per command (clap_mangen), each
//! written whole through [`Output`].

use crate::cli::ManArgs;
use crate::error::CliError;
use crate::output::Output;
use std::path::Path;

/// Runs `shudu man`: writes the pages and names each on standard error.
pub fn run(args: &ManArgs) -> Result<(), CliError> {
    std::fs::create_dir_all(&args.dir)
        .map_err(|e| CliError::write(&args.dir.display().to_string(), e))?;
    let mut cmd = crate::cli::command().disable_help_subcommand(true);
    cmd.build();
    let mut written = Vec::new();
    write_pages(&cmd, &args.dir, &mut written)?;
    if !crate::report::is_quiet() {
        eprintln!(
            "shudu: {} manual pages written to {}",
            written.len(),
            args.dir.display()
        );
    }
    Ok(())
}

fn write_pages(cmd: &clap::Command, dir: &Path, written: &mut Vec<String>) -> Result<(), CliError> {
    let man = clap_mangen::Man::new(cmd.clone());
    let name = man.get_filename();
    let mut page = Vec::new();
    let path = dir.join(&name);
    man.render(&mut page)
        .map_err(|e| CliError::write(&path.display().to_string(), e))?;
    let mut out = Output::open(Some(&path))?;
    out.push(&String::from_utf8_lossy(&page));
    out.finish()?;
    written.push(name);
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        write_pages(sub, dir, written)?;
    }
    Ok(())
}
