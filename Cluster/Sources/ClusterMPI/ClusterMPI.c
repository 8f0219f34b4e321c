#include "ClusterMPI.h"

#include <mpi.h>
#include <stdlib.h>

int cluster_init(void) { return MPI_Init(NULL, NULL) == MPI_SUCCESS ? 0 : 1; }

int cluster_rank(void) {
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    return rank;
}

int cluster_size(void) {
    int size = 1;
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    return size;
}

double cluster_wtime(void) { return MPI_Wtime(); }

int cluster_alltoall_int(const int *send, int *receive) {
    return MPI_Alltoall(send, 1, MPI_INT, receive, 1, MPI_INT, MPI_COMM_WORLD) == MPI_SUCCESS ? 0 : 1;
}

int cluster_alltoallv_u64(const uint64_t *send, const int *send_counts, uint64_t *receive, const int *receive_counts) {
    int size = cluster_size();
    int *displacements = malloc(2 * (size_t)size * sizeof(int));
    if (displacements == NULL) return 1;
    int *send_at = displacements, *receive_at = displacements + size;
    long long s = 0, r = 0;
    for (int i = 0; i < size; i++) {
        send_at[i] = (int)s;
        receive_at[i] = (int)r;
        s += send_counts[i];
        r += receive_counts[i];
    }
    int ok = s <= 0x7fffffff && r <= 0x7fffffff
        && MPI_Alltoallv(send, send_counts, send_at, MPI_UINT64_T, receive, receive_counts, receive_at, MPI_UINT64_T,
                         MPI_COMM_WORLD) == MPI_SUCCESS;
    free(displacements);
    return ok ? 0 : 1;
}

int cluster_allreduce_sum_u64(uint64_t *values, int count) {
    return MPI_Allreduce(MPI_IN_PLACE, values, count, MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD) == MPI_SUCCESS ? 0 : 1;
}

int cluster_allreduce_min_u64(uint64_t *values, int count) {
    return MPI_Allreduce(MPI_IN_PLACE, values, count, MPI_UINT64_T, MPI_MIN, MPI_COMM_WORLD) == MPI_SUCCESS ? 0 : 1;
}

int cluster_allreduce_max_double(double *values, int count) {
    return MPI_Allreduce(MPI_IN_PLACE, values, count, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD) == MPI_SUCCESS ? 0 : 1;
}

int cluster_broadcast_u64(uint64_t *values, int count, int root) {
    return MPI_Bcast(values, count, MPI_UINT64_T, root, MPI_COMM_WORLD) == MPI_SUCCESS ? 0 : 1;
}

void cluster_abort(int code) { MPI_Abort(MPI_COMM_WORLD, code); }

int cluster_finalize(void) { return MPI_Finalize() == MPI_SUCCESS ? 0 : 1; }
