package io.fracjson.cli;

import com.fasterxml.jackson.core.StreamReadConstraints;
import io.fracjson.core.ReadOptions;
import java.util.Optional;
import picocli.CommandLine.Option;

/** The read limits of JSON input (Jackson's {@link StreamReadConstraints}), each raisable; unset, Jackson's default holds. */
final class JsonReadLimits {
    @Option(names = "--max-depth", paramLabel = "N", converter = WholeNumber.AtLeastZero.class,
            description = "Containers open at once (default " + StreamReadConstraints.DEFAULT_MAX_DEPTH + ").")
    private Integer maxDepth;

    @Option(names = "--max-string-length", paramLabel = "CHARS", converter = WholeNumber.AtLeastZero.class,
            description = "Chars of one string (default " + StreamReadConstraints.DEFAULT_MAX_STRING_LEN + ").")
    private Integer maxStringLength;

    @Option(names = "--max-number-length", paramLabel = "CHARS", converter = WholeNumber.AtLeastZero.class,
            description = "Chars of one number (default " + StreamReadConstraints.DEFAULT_MAX_NUM_LEN + ").")
    private Integer maxNumberLength;

    /** Jackson's default (50,000 chars) would refuse keys that frac_json holds. */
    @Option(names = "--max-name-length", paramLabel = "CHARS", converter = WholeNumber.AtLeastZero.class,
            defaultValue = "" + ReadOptions.DEFAULT_MAX_KEY_BYTES,
            description = "Chars of one key (default ${DEFAULT-VALUE}, the longest a frac_json key may be).")
    private int maxNameLength;

    StreamReadConstraints constraints() {
        StreamReadConstraints.Builder constraints = StreamReadConstraints.builder();
        Optional.ofNullable(maxDepth).ifPresent(constraints::maxNestingDepth);
        Optional.ofNullable(maxStringLength).ifPresent(constraints::maxStringLength);
        Optional.ofNullable(maxNumberLength).ifPresent(constraints::maxNumberLength);
        return constraints.maxNameLength(maxNameLength).build();
    }
}
