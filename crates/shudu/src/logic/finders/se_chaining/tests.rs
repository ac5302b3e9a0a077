use super::*;

#[test]
fn length_bonus_follows_se() {
    // SE: +0.1 each time (complexity - 2) passes 4, 6, 8, 12, 16, 24.
    assert_eq!(length_bonus(6), 0);
    assert_eq!(length_bonus(7), 1);
    assert_eq!(length_bonus(8), 1);
    assert_eq!(length_bonus(9), 2);
    assert_eq!(length_bonus(10), 2);
    assert_eq!(length_bonus(11), 3);
    assert_eq!(length_bonus(14), 3);
    assert_eq!(length_bonus(15), 4);
    assert_eq!(length_bonus(18), 4);
    assert_eq!(length_bonus(19), 5);
}
