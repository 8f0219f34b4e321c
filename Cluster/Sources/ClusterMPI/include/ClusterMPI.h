// The MPI calls of the distributed search, over MPI_COMM_WORLD, as plain C functions Swift can call.
#ifndef CLUSTER_MPI_H
#define CLUSTER_MPI_H

#include <stdint.h>

/// Starts MPI; 0 on success.
int cluster_init(void);
/// This process's rank in MPI_COMM_WORLD.
int cluster_rank(void);
/// The number of processes in MPI_COMM_WORLD.
int cluster_size(void);
/// Seconds on MPI's wall clock.
double cluster_wtime(void);
/// Every rank sends its int `send[r]` to rank r and gets rank r's into `receive[r]`. 0 on success.
int cluster_alltoall_int(const int *send, int *receive);
/// Every rank sends `send_counts[r]` 64-bit words from `send` (in rank order) to rank r and gets `receive_counts[r]`
/// words from rank r into `receive` (in rank order). 0 on success.
int cluster_alltoallv_u64(const uint64_t *send, const int *send_counts, uint64_t *receive, const int *receive_counts);
/// Sums `count` 64-bit words over the ranks, in place. 0 on success.
int cluster_allreduce_sum_u64(uint64_t *values, int count);
/// Takes the least of `count` 64-bit words over the ranks, in place. 0 on success.
int cluster_allreduce_min_u64(uint64_t *values, int count);
/// Takes the largest of `count` doubles over the ranks, in place. 0 on success.
int cluster_allreduce_max_double(double *values, int count);
/// Sends `count` 64-bit words from rank `root` to every rank, in place. 0 on success.
int cluster_broadcast_u64(uint64_t *values, int count, int root);
/// Stops every rank with this exit code.
void cluster_abort(int code);
/// Ends MPI; 0 on success.
int cluster_finalize(void);

#endif
