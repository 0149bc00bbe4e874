//! Which potentials each potential implies, directly or not, in a static implication graph:
//! its strongly connected components and what each reaches. The forcing chains and cycles run
//! only from the potentials where they can succeed, and the static cell and region forcing
//! chains only where their assumptions can share a conclusion.

use super::graph::Graph;
use super::potential::Potential;

/// Which potentials each potential implies, directly or not, in the static graph: the graph's
/// strongly connected components (Tarjan), each with the set of potentials it reaches.
/// A forcing chain from `p` exists exactly when `p` reaches its own negation, and a cycle through
/// `p` exactly when `p` shares its component with another potential, so the searches run only
/// from the potentials where they will succeed, and follow only the potentials that can still
/// lead back (a node that cannot reach the end has no descendant that can).
pub struct Reach<'g> {
    graph: &'g Graph<'g>,
    /// The component of each potential (by dense number).
    component: Vec<u32>,
    /// What each component reaches: `words` u64 words per component, bit = dense number.
    reached: Vec<u64>,
    words: usize,
    /// Whether each component holds more than one potential.
    cyclic: Vec<bool>,
}

impl<'g> Reach<'g> {
    /// The components of `graph`; with `follow` false (cycles only), each component's
    /// set holds just its own potentials, not all it reaches.
    pub fn new(graph: &'g Graph<'g>, follow: bool) -> Reach<'g> {
        const UNSEEN: u32 = u32::MAX;
        let n = graph.potentials();
        let words = n.div_ceil(64);
        let mut order = vec![UNSEEN; n];
        let mut low = vec![0u32; n];
        let mut component = vec![UNSEEN; n];
        let mut reached: Vec<u64> = Vec::with_capacity(n * words);
        let mut cyclic = Vec::with_capacity(n);
        // The component each component's set was last merged into (each merged once).
        let mut merged_into = vec![UNSEEN; n];
        let mut stack: Vec<usize> = Vec::with_capacity(n);
        let mut calls: Vec<(usize, usize)> = Vec::with_capacity(n);
        let mut counter = 0;
        let implied = |v: usize| graph.implied_by(v);
        for root in 0..n {
            if order[root] != UNSEEN {
                continue;
            }
            // Depth-first search with an explicit stack of (potential, next edge).
            calls.push((root, 0));
            order[root] = counter;
            low[root] = counter;
            counter += 1;
            stack.push(root);
            while let Some(&mut (v, ref mut edge)) = calls.last_mut() {
                let next = implied(v).get(*edge).map(|&w| graph.dense(w));
                *edge += 1;
                match next {
                    Some(w) if order[w] == UNSEEN => {
                        order[w] = counter;
                        low[w] = counter;
                        counter += 1;
                        stack.push(w);
                        calls.push((w, 0));
                    }
                    Some(w) => {
                        if component[w] == UNSEEN {
                            low[v] = low[v].min(order[w]);
                        }
                    }
                    None => {
                        calls.pop();
                        if let Some(&(parent, _)) = calls.last() {
                            low[parent] = low[parent].min(low[v]);
                        }
                        if low[v] == order[v] {
                            // A component closes; all it points to outside is already closed.
                            let id = cyclic.len() as u32;
                            let first = stack.iter().rposition(|&w| w == v).expect("on the stack");
                            let set = reached.len();
                            reached.resize(set + words, 0);
                            for &w in &stack[first..] {
                                component[w] = id;
                                reached[set + w / 64] |= 1 << (w % 64);
                            }
                            for &m in stack[first..].iter().filter(|_| follow) {
                                for &w in implied(m) {
                                    let w = graph.dense(w);
                                    let c = component[w];
                                    if c != id && merged_into[c as usize] != id {
                                        merged_into[c as usize] = id;
                                        if implied(w).is_empty() {
                                            // A potential that implies nothing reaches itself.
                                            reached[set + w / 64] |= 1 << (w % 64);
                                            continue;
                                        }
                                        let from = c as usize * words;
                                        for k in 0..words {
                                            reached[set + k] |= reached[from + k];
                                        }
                                    }
                                }
                            }
                            cyclic.push(stack.len() - first > 1);
                            stack.truncate(first);
                        }
                    }
                }
            }
        }
        Reach {
            graph,
            component,
            reached,
            words,
            cyclic,
        }
    }

    /// The graph.
    pub fn graph(&self) -> &'g Graph<'g> {
        self.graph
    }

    /// What `from` implies, directly or not, itself included: a set of the graph's dense
    /// numbers, `u64` words (built with `follow`).
    pub fn reached_by(&self, from: Potential) -> &[u64] {
        let c = self.component[self.graph.dense(from)] as usize;
        &self.reached[c * self.words..][..self.words]
    }

    /// Whether `from` implies `to`, directly or not (both potentials of the graph).
    pub fn reaches(&self, from: Potential, to: Potential) -> bool {
        let c = self.component[self.graph.dense(from)] as usize;
        let to = self.graph.dense(to);
        self.reached[c * self.words + to / 64] >> (to % 64) & 1 != 0
    }

    /// Whether `a` and `b` imply each other, directly or not.
    pub fn in_one_component(&self, a: Potential, b: Potential) -> bool {
        self.component[self.graph.dense(a)] == self.component[self.graph.dense(b)]
    }

    /// Whether `p` lies on a cycle: its component holds another potential.
    pub fn on_a_cycle(&self, p: Potential) -> bool {
        self.cyclic[self.component[self.graph.dense(p)] as usize]
    }
}
