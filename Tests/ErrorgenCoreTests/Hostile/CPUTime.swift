#if canImport(Glibc)
import Glibc
#endif

/// CPU time used by the calling thread: unlike wall time, other processes on a shared machine
/// do not inflate it.
enum CPUTime {
    static func thread() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    /// The calling thread's CPU time spent in `body`.
    static func measure(_ body: () throws -> Void) rethrows -> Duration {
        let start = thread()
        try body()
        return thread() - start
    }
}
