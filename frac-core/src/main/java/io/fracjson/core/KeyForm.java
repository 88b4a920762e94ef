package io.fracjson.core;

/** How a document stores an object key (FORMAT.md section 3): what {@link FracReader#keyForm()} reports. */
public enum KeyForm {
    /** The key's bytes, written in full; the document's local keys table then holds it (up to its cap). */
    IMMEDIATE,
    /** An index into the document's local keys table: a key written in full earlier in the document. */
    BACK_REFERENCE,
    /** An index into the global keys table the document was written with. */
    GLOBAL
}
