package io.fracjson.core;

/**
 * What a zstd frame header (RFC 8878 section 3.1.1.1) says about the memory its decoding
 * takes: read before any native code sees the frame, so that a hostile header is refused by
 * the limits instead of making zstd allocate the window it asks for. Also walks the frame's
 * block headers to find where it ends, which lets a small frame be decompressed in one call.
 * A reader keeps one and reads each compressed document's frame header into it; tools that
 * describe a document they do not decode ask {@link #frameLength}.
 */
public final class ZstdFrameHeader {
    static final int MAGIC = 0xFD2FB528;
    /** Magic and the frame header descriptor: enough to know the header's length. */
    static final int MIN_SIZE = 5;
    /** The largest a frame's block may be; zstd refuses larger ones. */
    private static final int MAX_BLOCK = 128 * 1024;
    private static final int BLOCK_HEADER = 3;
    private static final int CHECKSUM = 4;
    /** {@link #scan}'s and {@link #frameLength}'s answer for a frame zstd refuses. */
    public static final long INVALID = Long.MIN_VALUE;

    private static final int[] DICTIONARY_ID_BYTES = {0, 1, 2, 4};

    /** The content size the frame declares, or -1 if it declares none. */
    long contentSize;
    /** The window the frame asks a streaming decoder to keep (its content size for a single-segment frame). */
    long windowSize;
    /** The history a streaming decoder keeps: the window, or the content size if that is smaller. */
    long decodingWindow;
    private boolean hasChecksum;
    /** How far {@link #scan} got: the offset from the frame's start of the next block header. */
    private long scanned;

    /**
     * The length of the zstd frame at {@code b[p]}, found from its header and block headers
     * without decompressing it, if all of it is in {@code b[p..end)}; else, negated, how many bytes
     * from {@code p} are needed to go on; or {@link #INVALID} if it is not a frame zstd accepts.
     */
    public static long frameLength(byte[] b, int p, int end) {
        if (end - p < MIN_SIZE) {
            return -MIN_SIZE;
        }
        int length = length(b, p);
        if (length < 0) {
            return INVALID;
        }
        if (end - p < length) {
            return -length;
        }
        ZstdFrameHeader header = new ZstdFrameHeader();
        return header.read(b, p) ? header.scan(b, p, end) : INVALID;
    }

    /** The length of the header that starts at {@code b[p]}, given its first {@link #MIN_SIZE} bytes; -1 if not a zstd frame. */
    static int length(byte[] b, int p) {
        if ((int) LittleEndian.INT.get(b, p) != MAGIC) {
            return -1;
        }
        int descriptor = b[p + 4] & 0xFF;
        boolean singleSegment = (descriptor & 0x20) != 0;
        int contentSizeBytes = contentSizeBytes(descriptor >>> 6, singleSegment);
        int dictionaryIdBytes = DICTIONARY_ID_BYTES[descriptor & 3];
        return MIN_SIZE + (singleSegment ? 0 : 1) + dictionaryIdBytes + contentSizeBytes;
    }

    /**
     * Reads the header at {@code b[p]}, whose {@link #length} bytes are there.
     *
     * @return false if the descriptor's reserved bit is set (zstd refuses such frames too)
     */
    boolean read(byte[] b, int p) {
        int descriptor = b[p + 4] & 0xFF;
        if ((descriptor & 0x08) != 0) {
            return false;
        }
        boolean singleSegment = (descriptor & 0x20) != 0;
        int at = p + MIN_SIZE;
        long windowSize = -1;
        if (!singleSegment) {
            int w = b[at++] & 0xFF;
            long base = 1L << (10 + (w >>> 3));
            windowSize = base + (base >>> 3) * (w & 7);
        }
        at += DICTIONARY_ID_BYTES[descriptor & 3];
        long contentSize;
        switch (contentSizeBytes(descriptor >>> 6, singleSegment)) {
            case 0 -> contentSize = -1;
            case 1 -> contentSize = b[at] & 0xFF;
            case 2 -> contentSize = ((short) LittleEndian.SHORT.get(b, at) & 0xFFFF) + 256;
            case 4 -> contentSize = (int) LittleEndian.INT.get(b, at) & 0xFFFFFFFFL;
            default -> contentSize = (long) LittleEndian.LONG.get(b, at);
        }
        if (contentSize < -1) {
            contentSize = Long.MAX_VALUE; // over 2^63: past every limit
        }
        this.contentSize = contentSize;
        this.windowSize = singleSegment ? contentSize : windowSize;
        this.decodingWindow = contentSize >= 0 ? Math.min(this.windowSize, contentSize) : this.windowSize;
        this.hasChecksum = (descriptor & 0x04) != 0;
        this.scanned = length(b, p);
        return true;
    }

    private static int contentSizeBytes(int flag, boolean singleSegment) {
        return switch (flag) {
            case 0 -> singleSegment ? 1 : 0;
            case 1 -> 2;
            case 2 -> 4;
            default -> 8;
        };
    }

    /**
     * Walks on through the block headers of the frame whose header is at {@code b[p]} (bytes up to
     * {@code end} available), from where the last call stopped, towards the frame's end.
     *
     * @return the frame's length once it is all there; else, negated, how many bytes from
     *         {@code p} the walk needs to go on; or {@link #INVALID} for a block header zstd
     *         refuses (a reserved block type or an oversized block)
     */
    long scan(byte[] b, int p, int end) {
        long available = end - p;
        while (true) {
            if (scanned + BLOCK_HEADER > available) {
                return -(scanned + BLOCK_HEADER);
            }
            int at = p + (int) scanned;
            int h = (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16;
            boolean last = (h & 1) != 0;
            int type = (h >>> 1) & 3;
            int size = h >>> 3;
            if (type == 3 || size > MAX_BLOCK) {
                return INVALID;
            }
            long next = scanned + BLOCK_HEADER + (type == 1 ? 1 : size) + (last && hasChecksum ? CHECKSUM : 0);
            if (next > available) {
                return -next;
            }
            scanned = next;
            if (last) {
                return scanned;
            }
        }
    }
}
