//! SE's "advanced potentials" for nested chains: at nesting level 1 and above, when an
//! assumption's plain implications run dry, simpler rules applied to the reduced grid remove
//! more candidates.

use super::implications::{Chain, Potential, Propagator};

/// The "off" potentials that simpler rules give on the propagator's working grid, each with the
/// removals it relies on as parents.
pub fn potentials(_propagator: &Propagator, _chain: &Chain) -> Vec<(Potential, Vec<u32>)> {
    Vec::new()
}
