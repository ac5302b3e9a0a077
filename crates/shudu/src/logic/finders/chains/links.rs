//! Strong and weak links between candidates, computed bit-parallel.
//!
//! A candidate (a digit in a cell) is a [`Node`], numbered `cell * 9 +
//! digit index` (729 in all). Sets of nodes are one [`CellSet`] per digit
//! ([`NodeSet`]), so following every link out of a whole set of nodes is a
//! few dozen 128-bit operations and nothing is allocated.
//!
//! - A *strong* link joins two candidates of which at least one is true: the
//!   only two places of a digit in a unit (a conjugate pair), or the two
//!   digits of a bivalue cell. "A false implies B true."
//! - A *weak* link joins two candidates of which at most one is true: the same
//!   digit in two cells that see each other, or two digits of one cell.
//!   "A true implies B false."

use crate::grid::{PEER_BITS, UNIT_BITS};
use crate::logic::finders::masks::is_pair;
use crate::logic::Candidates;
use crate::{Cell, CellSet, Digit, DigitSet, Unit};
use std::fmt;

/// A candidate as a chain node: `cell * 9 + digit index`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Node(u16);

impl Node {
    #[inline]
    pub(crate) fn new(cell: Cell, digit: Digit) -> Node {
        Node((cell.index() * 9 + digit.index()) as u16)
    }

    #[inline]
    pub(crate) fn cell(self) -> Cell {
        Cell::new(self.0 as usize / 9).expect("node index below 729")
    }

    #[inline]
    pub(crate) fn digit(self) -> Digit {
        Digit::from_index(self.0 as usize % 9).expect("digit index below 9")
    }
}

impl fmt::Debug for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}){}", self.digit(), self.cell())
    }
}

/// A set of candidates: for each digit, the cells.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub(crate) struct NodeSet(pub(crate) [CellSet; 9]);

impl NodeSet {
    pub(crate) const EMPTY: NodeSet = NodeSet([CellSet::EMPTY; 9]);

    #[inline]
    pub(crate) fn single(n: Node) -> NodeSet {
        let mut s = NodeSet::EMPTY;
        s.insert(n);
        s
    }

    #[inline]
    pub(crate) fn insert(&mut self, n: Node) {
        self.0[n.digit().index()].insert(n.cell());
    }

    #[inline]
    pub(crate) fn remove(&mut self, n: Node) {
        self.0[n.digit().index()].remove(n.cell());
    }

    #[inline]
    pub(crate) fn contains(&self, n: Node) -> bool {
        self.0[n.digit().index()].contains(n.cell())
    }

    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|s| s.is_empty())
    }

    #[inline]
    pub(crate) fn and(&self, o: &NodeSet) -> NodeSet {
        NodeSet(std::array::from_fn(|d| self.0[d] & o.0[d]))
    }

    #[inline]
    pub(crate) fn minus(&self, o: &NodeSet) -> NodeSet {
        NodeSet(std::array::from_fn(|d| self.0[d] - o.0[d]))
    }

    #[inline]
    pub(crate) fn union_with(&mut self, o: &NodeSet) {
        for d in 0..9 {
            self.0[d] |= o.0[d];
        }
    }

    /// The nodes, digit by digit, cells in reading order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = Node> + '_ {
        Digit::all().flat_map(move |d| self.0[d.index()].iter().map(move |c| Node::new(c, d)))
    }
}

/// The links of one candidate grid, restricted to a kind of chain.
pub(crate) struct Links<'a> {
    c: &'a Candidates,
    /// Which nodes may appear in a chain.
    universe: NodeSet,
    /// Per digit, the units (bit `u` for unit index `u`) holding it in
    /// exactly two cells (a conjugate pair), if strong links through units
    /// are allowed. The pair itself is read off the candidates
    /// ([`Links::pair`]): a few words instead of a 4 KB table to clear at
    /// every search.
    pair_units: [u32; 9],
    /// Per digit, the cells in some conjugate pair.
    pair_cells: [CellSet; 9],
    /// Every bivalue cell, if strong links inside cells are allowed.
    bivalue_cells: CellSet,
    /// Whether a weak link may join two digits of one cell.
    weak_in_cell: bool,
}

/// Which links a chain may use.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ChainKind {
    /// Bivalue cells only; strong links inside cells, weak links between
    /// cells on the same digit.
    Xy,
    /// Every candidate and every link.
    Aic,
}

impl<'a> Links<'a> {
    pub(crate) fn new(c: &'a Candidates, kind: ChainKind) -> Links<'a> {
        let mut l = Links {
            c,
            universe: NodeSet::EMPTY,
            pair_units: [0; 9],
            pair_cells: [CellSet::EMPTY; 9],
            bivalue_cells: CellSet::EMPTY,
            weak_in_cell: kind == ChainKind::Aic,
        };
        let with_pairs = kind != ChainKind::Xy;
        for d in Digit::all() {
            l.universe.0[d.index()] = c.cells_with(d);
            if with_pairs {
                l.fill_pairs(d);
            }
        }
        let bivalue_cells = c.bivalue_cells();
        l.bivalue_cells = bivalue_cells;
        if kind == ChainKind::Xy {
            for d in 0..9 {
                l.universe.0[d] &= bivalue_cells;
            }
        }
        l
    }

    /// The links of X-chains, with an empty universe and no links yet;
    /// [`Links::restrict_to`] then picks the digit (X-chains use one digit
    /// and its conjugate pairs only, so only the digits searched need their
    /// pairs).
    pub(crate) fn x_all(c: &'a Candidates) -> Links<'a> {
        Links {
            c,
            universe: NodeSet::EMPTY,
            pair_units: [0; 9],
            pair_cells: [CellSet::EMPTY; 9],
            bivalue_cells: CellSet::EMPTY,
            weak_in_cell: false,
        }
    }

    /// Limits X-chain links (from [`Links::x_all`]) to digit `d`, with its
    /// conjugate pairs.
    pub(crate) fn restrict_to(&mut self, d: Digit) {
        self.universe = NodeSet::EMPTY;
        self.universe.0[d.index()] = self.c.cells_with(d);
        self.fill_pairs(d);
    }

    /// Records digit `d`'s conjugate pairs (the units holding it in exactly
    /// two cells). Idempotent: the candidates cannot change under `self`.
    #[inline]
    fn fill_pairs(&mut self, d: Digit) {
        for (i, u) in Unit::all().enumerate() {
            let m = self.c.cells_with_in(d, u);
            if is_pair(m.bits()) {
                self.pair_units[d.index()] |= 1 << i;
                self.pair_cells[d.index()] |= m;
            }
        }
    }

    /// Digit index `d`'s conjugate pair in unit index `u` (empty if the
    /// unit holds the digit otherwise).
    #[inline]
    fn pair(&self, d: usize, u: usize) -> CellSet {
        if self.pair_units[d] & (1 << u) == 0 {
            return CellSet::EMPTY;
        }
        CellSet::from_bits(self.c.cells_with_index(d).bits() & UNIT_BITS[u])
    }

    /// The cells strongly linked to `cell` on digit index `d` through the
    /// conjugate pairs of its row, column and box.
    #[inline]
    fn partners(&self, cell: Cell, d: usize) -> CellSet {
        let [r, c, b] = unit_indices(cell);
        let units = self.pair_units[d] & (1 << r | 1 << c | 1 << b);
        if units == 0 {
            return CellSet::EMPTY;
        }
        let mut near = 0u128;
        for u in [r, c, b] {
            if units & (1 << u) != 0 {
                near |= UNIT_BITS[u];
            }
        }
        CellSet::from_bits(self.c.cells_with_index(d).bits() & near) - CellSet::single(cell)
    }

    /// The candidate grid the links were read from.
    pub(crate) fn candidates(&self) -> &'a Candidates {
        self.c
    }

    pub(crate) fn universe(&self) -> &NodeSet {
        &self.universe
    }

    /// The cells whose two digits are strongly linked (none if links inside
    /// cells are not allowed).
    pub(crate) fn bivalue_cells(&self) -> CellSet {
        self.bivalue_cells
    }

    /// Whether two digits of one cell are weakly linked.
    pub(crate) fn weak_in_cell(&self) -> bool {
        self.weak_in_cell
    }

    /// Nodes strongly linked to some node of `from` ("if these are false,
    /// those are true"), within the universe.
    pub(crate) fn strong_from(&self, from: &NodeSet) -> NodeSet {
        // Node by node: chain layers are small, and each node has at most
        // three conjugate partners and one partner in its cell.
        let mut out = NodeSet::EMPTY;
        for d in 0..9 {
            let f = from.0[d];
            if f.is_empty() {
                continue;
            }
            for cell in f & self.pair_cells[d] {
                out.0[d] |= self.partners(cell, d);
            }
            for cell in f & self.bivalue_cells {
                let other = self.c.candidates(cell).bits() & !(1u16 << d);
                out.0[other.trailing_zeros() as usize].insert(cell);
            }
        }
        out.and(&self.universe)
    }

    /// The nodes of the universe with a strong link: [`Links::strong_from`]
    /// the universe (strong links are symmetric), read directly from the
    /// pairs and bivalue cells, for links made by [`Links::new`] (whose
    /// pairs and bivalue cells lie within the universe).
    pub(crate) fn linked_nodes(&self) -> NodeSet {
        let linked = NodeSet(std::array::from_fn(|d| {
            (self.pair_cells[d] | self.bivalue_cells) & self.universe.0[d]
        }));
        debug_assert_eq!(linked, self.strong_from(&self.universe));
        linked
    }

    /// Nodes weakly linked to some node of `from` ("if these are true, those
    /// are false"), within the universe.
    pub(crate) fn weak_from(&self, from: &NodeSet) -> NodeSet {
        let mut out = NodeSet::EMPTY;
        let mut any = CellSet::EMPTY;
        let mut twice = CellSet::EMPTY;
        for d in 0..9 {
            let f = from.0[d];
            twice |= any & f;
            any |= f;
            let mut seen = CellSet::EMPTY;
            for cell in f {
                seen |= CellSet::peers(cell);
            }
            out.0[d] |= seen;
        }
        if self.weak_in_cell {
            for d in 0..9 {
                // Cells holding a true node of a digit other than d.
                let other = (any - from.0[d]) | twice;
                out.0[d] |= other;
            }
        }
        out.and(&self.universe)
    }

    /// The cells strongly linked on digit `d` (through conjugate pairs) to
    /// some cell of `from`: [`Links::strong_from`] on one digit, for links
    /// without bivalue cells (X-chains).
    #[inline]
    pub(crate) fn conjugates_on(&self, d: usize, from: CellSet) -> CellSet {
        debug_assert!(self.bivalue_cells.is_empty());
        let mut out = CellSet::EMPTY;
        for cell in from & self.pair_cells[d] {
            out |= self.partners(cell, d);
        }
        out
    }

    /// Digit index `d`'s conjugate pairs, unit by unit (as the units are
    /// numbered), each as its two cells.
    #[inline]
    pub(crate) fn conjugate_pairs(&self, d: usize) -> impl Iterator<Item = CellSet> + '_ {
        let mut units = self.pair_units[d];
        std::iter::from_fn(move || {
            if units == 0 {
                return None;
            }
            let u = units.trailing_zeros() as usize;
            units &= units - 1;
            Some(CellSet::from_bits(
                self.c.cells_with_index(d).bits() & UNIT_BITS[u],
            ))
        })
    }

    /// Every candidate (in or out of the universe) weakly linked to `n`: what
    /// `n` being true would remove.
    pub(crate) fn weak_of(&self, n: Node) -> NodeSet {
        let mut out = NodeSet::EMPTY;
        let (cell, d) = (n.cell(), n.digit());
        out.0[d.index()] = CellSet::peers(cell) & self.c.cells_with(d);
        for e in self.c.candidates(cell) {
            if e != d {
                out.0[e.index()].insert(cell);
            }
        }
        out
    }

    /// The nodes `z` (other than `a`) for which something other than `a`
    /// and `z` is weakly linked to both: the ends that make a chain from `a`
    /// productive. Equal to testing `weak_of(a) & weak_of(z)` for every `z`
    /// (checked by the tests), but computed at once: for `z` on `a`'s digit,
    /// the cells seeing a cell that sees `a` and holds the digit; for
    /// another digit, `a`'s peers holding `a`'s digit (`z`'s cell loses it),
    /// or every peer if `a`'s cell holds `z`'s digit (`a`'s cell loses it),
    /// and `a`'s own cell if it holds a third digit.
    pub(crate) fn productive_ends(&self, a: Node) -> NodeSet {
        let (ca, da) = (a.cell(), a.digit());
        let peers_a = CellSet::peers(ca);
        let with_da = self.c.cells_with(da);
        let cands_a = self.c.candidates(ca).bits();
        let mut same = CellSet::EMPTY;
        for w in peers_a & with_da {
            same |= CellSet::peers(w);
        }
        let mut out = NodeSet::EMPTY;
        for dz in 0..9 {
            if dz == da.index() {
                out.0[dz] = same - CellSet::single(ca);
                continue;
            }
            let mut s = if cands_a & (1 << dz) != 0 {
                peers_a
            } else {
                peers_a & with_da
            };
            if cands_a & !(1 << da.index()) & !(1 << dz) != 0 {
                s.insert(ca);
            }
            out.0[dz] = s;
        }
        out
    }

    /// A node of `among` strongly linked to `n` (within the chain kind's
    /// links): the predecessor of a true node in a chain.
    pub(crate) fn strong_partner_in(&self, n: Node, among: &NodeSet) -> Option<Node> {
        let (cell, d) = (n.cell(), n.digit());
        if self.bivalue_cells.contains(cell) {
            let (a, b) = two(self.c.candidates(cell));
            let other = Digit::from_index(if a == d.index() { b } else { a })?;
            let m = Node::new(cell, other);
            if among.contains(m) {
                return Some(m);
            }
        }
        // Rows, then columns, then boxes, as the units are numbered.
        for u in unit_indices(cell) {
            let p = self.pair(d.index(), u);
            if p.contains(cell) {
                let other = (p - CellSet::single(cell)).first()?;
                let m = Node::new(other, d);
                if among.contains(m) {
                    return Some(m);
                }
            }
        }
        None
    }

    /// A node of `among` weakly linked to `n` (within the chain kind's links):
    /// the predecessor of a false node in a chain.
    pub(crate) fn weak_partner_in(&self, n: Node, among: &NodeSet) -> Option<Node> {
        let (cell, d) = (n.cell(), n.digit());
        if let Some(p) = (CellSet::peers(cell) & among.0[d.index()]).first() {
            return Some(Node::new(p, d));
        }
        if self.weak_in_cell {
            for e in self.c.candidates(cell) {
                if e != d && among.0[e.index()].contains(cell) {
                    return Some(Node::new(cell, e));
                }
            }
        }
        None
    }
}

/// The cells seeing some cell of `cells`: the union of their peers, read
/// word by word (this is the inner loop of every weak link step).
#[inline]
pub(crate) fn peers_of_all(cells: CellSet) -> CellSet {
    let bits = cells.bits();
    let (mut lo, mut hi) = (bits as u64, (bits >> 64) as u64);
    let mut out = 0u128;
    while lo != 0 {
        out |= PEER_BITS[lo.trailing_zeros() as usize];
        lo &= lo - 1;
    }
    while hi != 0 {
        out |= PEER_BITS[64 + hi.trailing_zeros() as usize];
        hi &= hi - 1;
    }
    CellSet::from_bits(out)
}

/// The indices (as in [`Unit::all`]) of a cell's row, column and box.
#[inline]
fn unit_indices(cell: Cell) -> [usize; 3] {
    [cell.row(), 9 + cell.col(), 18 + cell.box_index()]
}

/// The two digit indices (ascending) of a two-digit set.
#[inline]
fn two(digits: DigitSet) -> (usize, usize) {
    let bits = digits.bits();
    let a = bits.trailing_zeros() as usize;
    let b = (bits & (bits - 1)).trailing_zeros() as usize;
    (a, b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    #[test]
    fn links_of_a_small_state() {
        // Row 1 holds 1..7 in c1..c7; r1c8 and r1c9 are {8,9}: a bivalue pair
        // and, for 8 and 9, conjugate pairs in row 1.
        let g: Grid = format!("1234567..{}", ".".repeat(72)).parse().unwrap();
        let c = Candidates::from_grid(&g);
        let l = Links::new(&c, ChainKind::Aic);
        let d8 = Digit::new(8).unwrap();
        let d9 = Digit::new(9).unwrap();
        let a = Node::new(Cell::at(0, 7), d8);
        let strong = l.strong_from(&NodeSet::single(a));
        // Bivalue partner and row conjugate.
        assert!(strong.contains(Node::new(Cell::at(0, 7), d9)));
        assert!(strong.contains(Node::new(Cell::at(0, 8), d8)));
        assert_eq!(strong.iter().count(), 2);
        let weak = l.weak_from(&NodeSet::single(a));
        assert!(weak.contains(Node::new(Cell::at(0, 7), d9)));
        assert!(weak.contains(Node::new(Cell::at(0, 8), d8)));
        assert!(weak.contains(Node::new(Cell::at(5, 7), d8)));
        assert!(!weak.contains(a));
        assert_eq!(l.weak_of(a), weak);
        assert_eq!(
            l.strong_partner_in(Node::new(Cell::at(0, 8), d8), &NodeSet::single(a)),
            Some(a)
        );
        // X-chains on 8 see only the conjugate pair; XY-chains only the cell.
        let mut x = Links::x_all(&c);
        x.restrict_to(d8);
        assert_eq!(x.strong_from(&NodeSet::single(a)).iter().count(), 1);
        let xy = Links::new(&c, ChainKind::Xy);
        let s = xy.strong_from(&NodeSet::single(a));
        assert_eq!(
            s.iter().collect::<Vec<_>>(),
            vec![Node::new(Cell::at(0, 7), d9)]
        );
    }

    #[test]
    fn productive_ends_match_the_weak_links() {
        // Every pair of candidates of a few real states, and of a sparse
        // hand-made one: z is a productive end for a exactly when something
        // else is weakly linked to both.
        let mut states: Vec<Candidates> = [
            super::super::tests::X_MARKS,
            super::super::tests::AIC_MARKS,
            super::super::tests::LOOP_MARKS,
        ]
        .iter()
        .map(|m| crate::logic::finders::testing::state(m))
        .collect();
        let g: Grid = format!("1234567..{}", ".".repeat(72)).parse().unwrap();
        states.push(Candidates::from_grid(&g));
        for c in &states {
            let l = Links::new(c, ChainKind::Aic);
            let all: Vec<Node> = l.universe().iter().collect();
            for &a in &all {
                let p = l.productive_ends(a);
                for &z in &all {
                    let mut elim = l.weak_of(a).and(&l.weak_of(z));
                    elim.remove(a);
                    elim.remove(z);
                    let expected = z != a && !elim.is_empty();
                    assert_eq!(p.contains(z), expected, "{a:?} {z:?}");
                }
            }
        }
    }
}
