import ClusterMPI

/// The processes of the search, as MPI numbers them (MPI_COMM_WORLD), and the collective calls it makes: each call
/// is made by every rank in the same order.
struct Communicator {
    /// This process's number, 0 to ``size`` - 1.
    let rank: Int
    /// The number of processes.
    let size: Int

    /// Starts MPI; `nil` when it does not start.
    static func start() -> Communicator? {
        guard cluster_init() == 0 else { return nil }
        return Communicator(rank: Int(cluster_rank()), size: Int(cluster_size()))
    }

    /// Seconds on MPI's clock.
    var now: Double { cluster_wtime() }

    /// Sends `buckets[r]` to rank r; returns what every rank sent this one, in rank order.
    func exchange(_ buckets: [[UInt64]]) -> [UInt64] {
        let sendCounts = buckets.map { Int32($0.count) }
        var receiveCounts = [Int32](repeating: 0, count: size)
        check(cluster_alltoall_int(sendCounts, &receiveCounts), "MPI_Alltoall")
        let send = buckets.flatMap { $0 }
        var receive = [UInt64](repeating: 0, count: receiveCounts.reduce(0) { $0 + Int($1) })
        let sent = send.withUnsafeBufferPointer { s in
            receive.withUnsafeMutableBufferPointer { r in
                cluster_alltoallv_u64(s.baseAddress, sendCounts, r.baseAddress, receiveCounts)
            }
        }
        check(sent, "MPI_Alltoallv")
        return receive
    }

    /// The sums over the ranks.
    func sum(_ values: [UInt64]) -> [UInt64] {
        var values = values
        check(cluster_allreduce_sum_u64(&values, Int32(values.count)), "MPI_Allreduce")
        return values
    }

    /// The least values over the ranks.
    func minimum(_ values: [UInt64]) -> [UInt64] {
        var values = values
        check(cluster_allreduce_min_u64(&values, Int32(values.count)), "MPI_Allreduce")
        return values
    }

    /// The largest values over the ranks.
    func maximum(_ values: [Double]) -> [Double] {
        var values = values
        check(cluster_allreduce_max_double(&values, Int32(values.count)), "MPI_Allreduce")
        return values
    }

    /// Rank `root`'s values, on every rank.
    func broadcast(_ values: [UInt64], from root: Int) -> [UInt64] {
        var values = values
        check(cluster_broadcast_u64(&values, Int32(values.count), Int32(root)), "MPI_Bcast")
        return values
    }

    /// Stops every rank after an error this rank alone met (the others wait in a collective call).
    func abort(_ message: String) -> Never {
        printError("tabnav-explore-mpi: rank \(rank): \(message)")
        cluster_abort(3)
        fatalError("MPI_Abort returned")
    }

    func finish() {
        _ = cluster_finalize()
    }

    private func check(_ code: Int32, _ call: String) {
        if code != 0 { abort("\(call) failed") }
    }
}
