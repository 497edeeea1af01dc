//! An insertion sort for short lists (the pieces on a board, the legal moves of
//! one position). In the browser's first load each type sorted with core's
//! `sort_unstable` brings its own copy of quicksort (1 KB or more of gzip); this
//! loop is a few dozen bytes, and fast enough for lists of a few hundred.

/// Sorts `items` so that no item comes after one it is `less` than; equal items
/// keep their order.
pub fn sort_by<T>(items: &mut [T], less: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && less(&items[j], &items[j - 1]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sort_by;

    #[test]
    fn sorts_and_keeps_equal_items_in_order() {
        let mut items = vec![(3, 'a'), (1, 'b'), (2, 'c'), (1, 'd'), (0, 'e')];
        sort_by(&mut items, |a, b| a.0 < b.0);
        assert_eq!(
            items,
            vec![(0, 'e'), (1, 'b'), (1, 'd'), (2, 'c'), (3, 'a')]
        );
        let mut empty: Vec<u8> = Vec::new();
        sort_by(&mut empty, |a, b| a < b);
        assert!(empty.is_empty());
    }
}
