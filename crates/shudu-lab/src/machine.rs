//! The machine a report ran on, and the date, for the page's heading.

/// What is known about this machine.
#[derive(Clone, Debug, PartialEq)]
pub struct Machine {
    /// The processor's model name (`/proc/cpuinfo`), or "unknown".
    pub cpu: String,
    /// Logical processors.
    pub cores: usize,
    /// The operating system and its release, as far as known.
    pub os: String,
    /// The 1-minute load average when detected (`/proc/loadavg`), if known:
    /// above the number of cores, other work was competing for them.
    pub load: Option<f64>,
}

impl Machine {
    /// Reads what the system says about itself.
    pub fn detect() -> Machine {
        let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let (cpu, listed) = parse_cpuinfo(&info);
        let cores = if listed > 0 {
            listed
        } else {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        };
        let release = std::fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
        let os = match release.trim() {
            "" => std::env::consts::OS.to_string(),
            r => format!("{} {r}", std::env::consts::OS),
        };
        let load = std::fs::read_to_string("/proc/loadavg")
            .ok()
            .and_then(|l| l.split_whitespace().next()?.parse().ok());
        Machine {
            cpu: cpu.unwrap_or_else(|| "unknown".to_string()),
            cores,
            os,
            load,
        }
    }

    /// One line for people.
    pub fn describe(&self) -> String {
        format!(
            "{}, {} logical core{}, {}",
            self.cpu,
            self.cores,
            if self.cores == 1 { "" } else { "s" },
            self.os
        )
    }
}

/// The first model name and the number of processors listed.
fn parse_cpuinfo(info: &str) -> (Option<String>, usize) {
    let mut model = None;
    let mut processors = 0;
    for line in info.lines() {
        let Some((key, value)) = line.split_once(':') else {
            continue;
        };
        match key.trim() {
            "processor" => processors += 1,
            "model name" | "Model" | "cpu model" if model.is_none() => {
                let v = value.trim();
                if !v.is_empty() {
                    model = Some(v.to_string());
                }
            }
            _ => {}
        }
    }
    (model, processors)
}

/// Today's date (UTC) as YYYY-MM-DD.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The proleptic Gregorian date of a day count from 1970-01-01 (Howard
/// Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cpuinfo_is_read() {
        let info = "processor\t: 0\nmodel name\t: Some CPU @ 2GHz\n\nprocessor\t: 1\nmodel name\t: Some CPU @ 2GHz\n";
        assert_eq!(
            parse_cpuinfo(info),
            (Some("Some CPU @ 2GHz".to_string()), 2)
        );
        assert_eq!(parse_cpuinfo(""), (None, 0));
    }

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert!(today().starts_with("20"));
    }

    #[test]
    fn this_machine_is_described() {
        let m = Machine::detect();
        assert!(m.cores >= 1);
        assert!(!m.describe().is_empty());
    }
}
