package io.fracjson.cli;

import io.fracjson.core.ReadOptions;
import java.util.Optional;
import picocli.CommandLine.Option;

/** The read limits of frac_json input (the core's {@link ReadOptions}), each raisable; unset, the library's default holds. */
final class FracReadLimits {
    @Option(names = "--max-depth", paramLabel = "N", converter = WholeNumber.AtLeastZero.class,
            description = "Containers open at once (default " + ReadOptions.DEFAULT_MAX_NESTING_DEPTH + ").")
    private Integer maxDepth;

    @Option(names = "--max-string-bytes", paramLabel = "BYTES", converter = ByteCount.class,
            description = "Bytes of one string (default " + ReadOptions.DEFAULT_MAX_STRING_BYTES + ").")
    private Long maxStringBytes;

    @Option(names = "--max-document-bytes", paramLabel = "BYTES", converter = ByteCount.class,
            description = "Stored bytes of one document (default: no limit).")
    private Long maxDocumentBytes;

    @Option(names = "--max-decompressed-bytes", paramLabel = "BYTES", converter = ByteCount.class,
            description = "Bytes one document's zstd body may decompress to (default "
                    + ReadOptions.DEFAULT_MAX_DECOMPRESSED_BYTES + ").")
    private Long maxDecompressedBytes;

    @Option(names = "--max-decompression-ratio", paramLabel = "N", converter = WholeNumber.LimitOrNone.class,
            description = "Times the compressed bytes read a body may decompress to, past "
                    + ReadOptions.DEFAULT_DECOMPRESSION_RATIO_FLOOR + " bytes (default "
                    + ReadOptions.DEFAULT_MAX_DECOMPRESSION_RATIO + "; -1: no limit).")
    private Integer maxDecompressionRatio;

    @Option(names = "--max-tokens-per-compressed-byte", paramLabel = "N", converter = WholeNumber.LimitOrNone.class,
            description = "Tokens a compressed document may yield for each of its stored bytes, past "
                    + ReadOptions.DEFAULT_COMPRESSED_TOKEN_FLOOR + " (default "
                    + ReadOptions.DEFAULT_MAX_TOKENS_PER_COMPRESSED_BYTE + "; -1: no limit).")
    private Integer maxTokensPerCompressedByte;

    @Option(names = "--max-local-key-bytes", paramLabel = "BYTES", converter = ByteCount.class,
            description = "Bytes of the keys one document writes out in full (default "
                    + ReadOptions.DEFAULT_MAX_LOCAL_KEY_BYTES + ").")
    private Long maxLocalKeyBytes;

    /** The builder with the limits given on the command line. */
    ReadOptions.Builder applyTo(ReadOptions.Builder options) {
        Optional.ofNullable(maxDepth).ifPresent(options::maxNestingDepth);
        Optional.ofNullable(maxStringBytes).ifPresent(options::maxStringBytes);
        Optional.ofNullable(maxDocumentBytes).ifPresent(options::maxDocumentBytes);
        Optional.ofNullable(maxDecompressedBytes).ifPresent(options::maxDecompressedBytes);
        Optional.ofNullable(maxDecompressionRatio).ifPresent(options::maxDecompressionRatio);
        Optional.ofNullable(maxTokensPerCompressedByte).ifPresent(options::maxTokensPerCompressedByte);
        Optional.ofNullable(maxLocalKeyBytes).ifPresent(options::maxLocalKeyBytes);
        return options;
    }
}
