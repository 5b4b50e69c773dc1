//! Big arrays: transparent huge pages and prefetching.
//!
//! The solve's working set is a visited bit set (2 × 360 MB), a ranked bit set (411 MB) and a
//! value per slot (264 MB), all touched at random. Measured with `perf` on the first version:
//! 70 % of the enumeration was waiting for the visited bit set's cache and TLB misses. Two
//! remedies, both here: 2 MiB pages (one TLB entry covers 512 times more), and prefetching a
//! position's children before testing them, so their misses overlap.

/// A vector with room for `capacity` elements whose pages the kernel is asked to back with
/// transparent huge pages (Linux; elsewhere an ordinary vector). Fill it before use.
#[must_use]
pub fn huge_vec<T>(capacity: usize) -> Vec<T> {
    let v: Vec<T> = Vec::with_capacity(capacity);
    #[cfg(target_os = "linux")]
    {
        let bytes = capacity * std::mem::size_of::<T>();
        if bytes >= 1 << 21 {
            const PAGE: usize = 4096;
            let start = (v.as_ptr() as usize).next_multiple_of(PAGE);
            let end = (v.as_ptr() as usize + bytes) & !(PAGE - 1);
            if end > start {
                // SAFETY: the range lies inside the vector's own allocation, page-aligned, and
                // MADV_HUGEPAGE only changes how the kernel backs it, never its contents. A
                // failure (no THP support) is harmless and ignored.
                unsafe {
                    libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
                }
            }
        }
    }
    v
}

/// Hints the processor to bring `r`'s cache line in: the load that follows will not wait.
#[inline(always)]
pub fn prefetch<T>(r: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint; it never faults and reads nothing into the program.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
            (r as *const T).cast::<i8>(),
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = r;
}
