/// The UTF-8 bytes of a generated file as it is printed, in chunks of 64 KiB, made into one array at the end.
/// Appending is a `memcpy` per piece, without `String`'s per-append bookkeeping; chunks instead of one growing
/// array mean no re-copying as the file grows and no buffer of tens of megabytes taken fresh from the kernel
/// (page faults on every large run): the only large allocation is the finished array, of exactly its size.
/// Only whole strings' bytes are appended, so the text is valid UTF-8.
struct OutputBytes {
    private static let chunkSize = 1 << 16
    private var full: [[UInt8]] = []
    private var current: [UInt8] = []

    init() {}

    /// With room for `capacity` bytes in the first chunk (a small piece written aside).
    init(capacity: Int) {
        current.reserveCapacity(capacity)
    }

    /// Moves on to a new chunk when `count` more bytes would not fit in the current one.
    @inline(__always)
    private mutating func makeRoom(_ count: Int) {
        guard current.count + count > Self.chunkSize, !current.isEmpty else { return }
        full.append(current)
        current = []
        current.reserveCapacity(Self.chunkSize)
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        makeRoom(bytes.count)
        current.append(contentsOf: bytes)
    }

    mutating func append(_ bytes: [UInt8]) {
        makeRoom(bytes.count)
        current.append(contentsOf: bytes)
    }

    mutating func append(_ byte: UInt8) {
        makeRoom(1)
        current.append(byte)
    }

    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil { append(Array(text.utf8)) }
    }

    /// Lets `write` append to the current chunk in place, after making room for `expected` bytes (the chunk
    /// may grow past its size): for a writer that checks, and may rewrite, what it has just appended. It must
    /// leave whole strings' bytes.
    @inline(__always)
    mutating func appendInPlace<R>(expecting expected: Int, _ write: (inout [UInt8]) -> R) -> R {
        makeRoom(expected)
        return write(&current)
    }

    /// How many newlines the text ends with.
    var trailingNewlines: Int {
        var count = 0
        for chunk in ([current] + full.reversed()) {
            for byte in chunk.reversed() {
                guard byte == 10 else { return count }
                count += 1
            }
        }
        return count
    }

    /// The bytes without the last `dropping`, in one array of exactly that size.
    func array(dropping: Int = 0) -> [UInt8] {
        // One chunk: the chunk itself, not a copy.
        if full.isEmpty && dropping == 0 { return current }
        let total = full.reduce(current.count) { $0 + $1.count } - dropping
        guard total > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            var written = 0
            for chunk in full + [current] where written < total {
                let n = min(chunk.count, total - written)
                guard n > 0 else { continue }
                // A `memcpy` per chunk (initializing from a sequence copies byte by byte).
                chunk.withUnsafeBufferPointer { source in
                    (buffer.baseAddress! + written).initialize(from: source.baseAddress!, count: n)
                }
                written += n
            }
            initialized = written
        }
    }

    /// The bytes without the last `dropping`, as the chunks they were appended in (none empty): what an
    /// `OutputFile` holds, so a large output is never copied into one array (a fresh allocation as large as the
    /// output, touched page by page, that pushed the model out of the cache while each emitter ran).
    func chunks(dropping: Int = 0) -> [[UInt8]] {
        var chunks = full
        chunks.append(current)
        var left = dropping
        while left > 0, let last = chunks.last {
            if last.count <= left {
                left -= last.count
                chunks.removeLast()
            } else {
                chunks[chunks.count - 1].removeLast(left)
                left = 0
            }
        }
        chunks.removeAll { $0.isEmpty }
        return chunks
    }
}
