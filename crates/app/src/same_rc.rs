//! [`SameRc`]: an `Rc` compared by identity, for properties and effect
//! dependencies holding a value that the app never changes in place (a
//! changed game is a new `Rc`, see `GameSession::game`). Comparing two
//! pointers is what such a comparison means, and costs neither a walk
//! through two whole games nor the code of one in the first load.

use std::ops::Deref;
use std::rc::Rc;

/// An `Rc` whose equality is identity: equal when both point at the same value.
#[derive(Debug)]
pub struct SameRc<T>(pub Rc<T>);

impl<T> Clone for SameRc<T> {
    fn clone(&self) -> Self {
        SameRc(self.0.clone())
    }
}

impl<T> PartialEq for SameRc<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Deref for SameRc<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_values_in_two_rcs_are_not_the_same() {
        let one = SameRc(Rc::new(5));
        assert!(one == one.clone());
        assert!(one != SameRc(Rc::new(5)));
        assert_eq!(*one, 5);
    }
}
