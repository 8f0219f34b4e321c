#ifndef TABNAV_PREFETCH_H
#define TABNAV_PREFETCH_H

/// Asks the processor to bring the cache line at `address` into its caches, without waiting for it: the explorer
/// calls it for the hash-table slots a state's successors will be looked up in, one state ahead, so that the look-ups
/// find them there. Swift has no prefetch of its own; this is the one thing the package writes in C.
/// It never faults, whatever the address.
static inline void tabnav_prefetch(const void *address) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address, 0, 3);
#else
    (void)address;
#endif
}

#endif
