package io.fracjson.spring.common;

import org.springframework.http.InvalidMediaTypeException;
import org.springframework.http.MediaType;
import org.springframework.util.MimeType;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * The keys tables and dictionaries a service writes frac_json with, and what that means for an
 * {@code Accept} header. Spring MVC and WebFlux pick the most specific acceptable media type first
 * and only then look for a converter or encoder of it: a frac_json range naming tables the service
 * lacks ({@code application/x-frac-json;keys=X}) is more specific than {@code application/json},
 * so it is picked, none can write it, and the answer is 406 even where the request also accepts
 * JSON. Such ranges are dropped from {@code Accept} where another range remains, so the request is
 * answered as if it had not named them: JSON, or the service's own frac_json where it accepts any.
 * A request that accepts nothing else keeps its header, and its 406.
 */
public final class ServedTables {
    private final Set<BodyTables> served;

    /** The tables of the service's frac_json writers: its current tables and a rollout's others. */
    public ServedTables(Collection<BodyTables> served) {
        this.served = Set.copyOf(served);
    }

    /**
     * {@code accept} (the header's values) without the frac_json ranges that name tables the
     * service does not write, or null to leave it as it is: none name such tables, nothing else
     * would remain, or it is not a valid header (Spring answers that as it would).
     */
    public List<MediaType> acceptable(List<String> accept) {
        if (accept.stream().noneMatch(value -> value.contains(FracMimeTypes.APPLICATION_FRAC_JSON_VALUE))) {
            return null;
        }
        List<MediaType> ranges;
        try {
            ranges = MediaType.parseMediaTypes(accept);
        } catch (InvalidMediaTypeException e) {
            return null;
        }
        List<MediaType> kept = new ArrayList<>(ranges.size());
        for (MediaType range : ranges) {
            if (!namesOtherTables(range)) {
                kept.add(range);
            }
        }
        return kept.size() == ranges.size() || kept.isEmpty() ? null : kept;
    }

    private boolean namesOtherTables(MimeType range) {
        if (!FracMimeTypes.APPLICATION_FRAC_JSON.equalsTypeAndSubtype(range) && !FracMimeTypes.isSequence(range)) {
            return false;
        }
        BodyTables named = BodyTables.namedBy(range);
        return named != null && !served.contains(named);
    }
}
