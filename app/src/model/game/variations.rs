//! Moving through a game's tree: the variations at a ply, showing, cycling, promoting and
//! deleting lines, and every line of the tree written out.

use gobblet_rules::{Move, Position};

use super::tree::{Game, NodeId, DETACHED};

impl Game {
    /// The moves played at ply `i` of the line other than the line's own (`i` moves in), with
    /// the nodes they reach, main first.
    #[must_use]
    pub fn alternatives(&self, i: usize) -> Vec<(NodeId, Move)> {
        let (Some(&at), next) = (self.path.get(i), self.path.get(i + 1)) else {
            return Vec::new();
        };
        self.nodes[at]
            .children
            .iter()
            .filter(|&&c| Some(&c) != next)
            .filter_map(|&c| Some((c, self.nodes[c].mv?)))
            .collect()
    }

    /// Whether the line shown is the main line (every move on it its position's first).
    #[must_use]
    pub fn is_main_line(&self) -> bool {
        self.path
            .windows(2)
            .all(|w| self.nodes[w[0]].children.first() == Some(&w[1]))
    }

    /// Shows the line through `node`, at `node`; false (and nothing changes) if there is no
    /// such node in the tree.
    pub fn show_node(&mut self, node: NodeId) -> bool {
        if !self.attached(node) {
            return false;
        }
        let path = self.line_through(node);
        self.ply = self.depth(node);
        self.set_path(path);
        true
    }

    /// Shows the next (`down`) or the previous variation of the move at the shown ply: another
    /// move played from the same position, in the tree's order, wrapping around. False if the
    /// move shown has no alternative (or the start is shown).
    pub fn cycle_variation(&mut self, down: bool) -> bool {
        if self.ply == 0 {
            return false;
        }
        let here = self.path[self.ply];
        let siblings = &self.nodes[self.path[self.ply - 1]].children;
        if siblings.len() < 2 {
            return false;
        }
        let i = siblings.iter().position(|&c| c == here).unwrap_or(0);
        let n = siblings.len();
        let next = siblings[if down { (i + 1) % n } else { (i + n - 1) % n }];
        self.show_node(next)
    }

    /// Makes the line shown the main line: each of its moves becomes the first played from its
    /// position. False if it already is.
    pub fn promote(&mut self) -> bool {
        if self.is_main_line() {
            return false;
        }
        for w in self.path.clone().windows(2) {
            let children = &mut self.nodes[w[0]].children;
            if let Some(i) = children.iter().position(|&c| c == w[1]) {
                let c = children.remove(i);
                children.insert(0, c);
            }
        }
        true
    }

    /// Deletes the move at the shown ply and everything played after it, and shows the position
    /// before it (on its main continuation). False at the start.
    pub fn delete_here(&mut self) -> bool {
        if self.ply == 0 {
            return false;
        }
        let gone = self.path[self.ply];
        let parent = self.path[self.ply - 1];
        self.nodes[parent].children.retain(|&c| c != gone);
        let mut stack = vec![gone];
        while let Some(n) = stack.pop() {
            self.nodes[n].parent = DETACHED;
            stack.extend(self.nodes[n].children.iter().copied());
        }
        let mut path = self.path[..self.ply].to_vec();
        path.extend(self.main_continuation(parent));
        self.ply -= 1;
        self.set_path(path);
        true
    }

    /// Every line of the tree from the start to an end, main line first and then in the tree's
    /// order (each branching off the one before it), and the index of the line shown among them:
    /// what [`Game::with_lines`] reads back.
    #[must_use]
    pub fn lines(&self) -> (Vec<Vec<Move>>, usize) {
        let mut lines = Vec::new();
        let mut shown = 0;
        let end = *self.path.last().unwrap_or(&0);
        // Depth first, the main continuation of each position first.
        let mut stack = vec![(0usize, Vec::new())];
        while let Some((n, line)) = stack.pop() {
            let children = &self.nodes[n].children;
            if children.is_empty() {
                if n == end {
                    shown = lines.len();
                }
                lines.push(line);
                continue;
            }
            for &c in children.iter().rev() {
                let mut l = line.clone();
                l.extend(self.nodes[c].mv);
                stack.push((c, l));
            }
        }
        (lines, shown)
    }

    /// Cuts every move `keep` refuses (with what follows it) from the tree; the position shown
    /// stays on its line, at the cut if the cut is before it.
    pub(in crate::model) fn retain_moves(&mut self, mut keep: impl FnMut(&Position, Move) -> bool) {
        let (lines, shown) = self.lines();
        let start = self.start();
        let kept: Vec<Vec<Move>> = lines
            .iter()
            .map(|line| {
                let mut pos = start;
                line.iter()
                    .copied()
                    .take_while(|&mv| {
                        let ok = keep(&pos, mv);
                        if ok {
                            pos = pos.play(mv);
                        }
                        ok
                    })
                    .collect()
            })
            .collect();
        if kept != lines {
            // The position shown stays on its line: at most where the line is cut.
            let ply = self.ply.min(kept.get(shown).map_or(0, Vec::len));
            *self = Game::with_lines(start, &kept, shown, ply);
        }
    }
}
