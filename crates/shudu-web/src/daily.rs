//! The daily puzzle: its seed comes from the date and the level alone, so
//! every server gives every player the same puzzle without a database.

use shudu::mix64;
use shudu::rate::Level;
use std::time::{SystemTime, UNIX_EPOCH};

/// A day of the proleptic Gregorian calendar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Date {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

impl Date {
    /// Reads `YYYY-MM-DD`.
    pub fn parse(text: &str) -> Result<Date, String> {
        let bad = || format!("date '{text}' is not a day in the form YYYY-MM-DD");
        let mut parts = text.split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(bad());
        }
        let year: i32 = y.parse().map_err(|_| bad())?;
        let month: u32 = m.parse().map_err(|_| bad())?;
        let day: u32 = d.parse().map_err(|_| bad())?;
        if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return Err(bad());
        }
        Ok(Date { year, month, day })
    }

    /// Today in UTC, from the system clock.
    pub fn today_utc() -> Date {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        Date::from_days((secs / 86_400) as i64)
    }

    /// The date `days` after 1970-01-01 (Howard Hinnant's civil-from-days).
    pub fn from_days(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Date { year, month, day }
    }

    /// The daily seed of `level` on this date (below 2^53, like every seed
    /// the server hands out).
    pub fn seed(self, level: Level) -> u64 {
        let day =
            (self.year as i64 as u64) * 10_000 + u64::from(self.month) * 100 + u64::from(self.day);
        let lvl = Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u64;
        mix64(mix64(day) ^ (0x5eed_da11 + lvl)) & crate::pool::SEED_MASK
    }
}

fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
        2 => 28,
        _ => 31,
    }
}

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_and_count() {
        assert_eq!(Date::from_days(0).to_string(), "1970-01-01");
        assert_eq!(Date::from_days(20_454).to_string(), "2026-01-01");
        assert_eq!(Date::from_days(11_016).to_string(), "2000-02-29");
        assert_eq!(
            Date::parse("2024-02-29").map(|d| d.to_string()),
            Ok("2024-02-29".into())
        );
        assert!(Date::parse("2023-02-29").is_err());
        assert!(Date::parse("2023-13-01").is_err());
        assert!(Date::parse("23-01-01").is_err());
        assert!(Date::parse("2023-01-01-").is_err());
    }

    #[test]
    fn seeds_differ_by_day_and_level() {
        let a = Date::parse("2026-11-24").unwrap_or(Date::from_days(0));
        let b = Date::parse("2026-11-25").unwrap_or(Date::from_days(0));
        assert_ne!(a.seed(Level::Hard), b.seed(Level::Hard));
        assert_ne!(a.seed(Level::Hard), a.seed(Level::Easy));
        assert_eq!(a.seed(Level::Hard), a.seed(Level::Hard));
    }
}
