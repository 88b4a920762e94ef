package io.fracjson.jackson3.mapper;

import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.KeysTablesBehaviour;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kit's {@link KeysTablesBehaviour} on Jackson 3, and what a wrong table does there. */
class KeysTablesTest extends KeysTablesBehaviour {
    KeysTablesTest() {
        super(Jackson3Line.LINE);
    }

    record Shipment(String trackingId, String carrier) {
    }

    /**
     * A document read with another table of the same size decodes to the other table's names.
     * Jackson 3 ignores unknown properties by default, so a record reads back empty without an
     * error; with {@code FAIL_ON_UNKNOWN_PROPERTIES} (Jackson 2's default) it fails naming one.
     */
    @Test
    void aSameSizeWrongTableReadsARecordEmptyUnlessUnknownPropertiesFail() {
        byte[] document = new FracJsonMapper(FracJsonFactory.builder()
                .keysTable(KeysTable.of(List.of("trackingId", "carrier"))).build())
                .writeValueAsBytes(new Shipment("T-1", "DHL"));
        FracJsonMapper wrong = FracJsonMapper.builder(FracJsonFactory.builder()
                .keysTable(KeysTable.of(List.of("orderId", "total"))).build()).build();

        assertEquals(new Shipment(null, null), wrong.readValue(document, Shipment.class));
        UnrecognizedPropertyException e = assertThrows(UnrecognizedPropertyException.class, () -> wrong.rebuild()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build().readValue(document, Shipment.class));
        assertTrue(e.getMessage().contains("\"orderId\""), e.getMessage());
    }
}
