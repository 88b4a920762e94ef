package io.fracjson.core;

/** The frac_json v0 byte values of values and keys (FORMAT.md sections 2 and 3), in one place; the header's are {@link DocumentHeader}'s. */
final class Format {
    private Format() {
    }

    // Values
    static final int NULL = 0x00;
    static final int FALSE = 0x01;
    static final int TRUE = 0x02;
    static final int INT8 = 0x03;
    static final int UINT8 = 0x04;
    static final int INT16 = 0x05;
    static final int UINT16 = 0x06;
    static final int INT32 = 0x07;
    static final int UINT32 = 0x08;
    static final int INT64 = 0x09;
    static final int UINT64 = 0x0A;
    static final int FLOAT32 = 0x0B;
    static final int FLOAT64 = 0x0C;
    static final int STRING_U8 = 0x0D;
    static final int STRING_U16 = 0x0E;
    static final int STRING_U32 = 0x0F;
    static final int OBJECT_U8 = 0x10;
    static final int OBJECT_U16 = 0x11;
    static final int OBJECT_U32 = 0x12;
    static final int ARRAY_U8 = 0x13;
    static final int ARRAY_U16 = 0x14;
    static final int ARRAY_U32 = 0x15;
    static final int TINY_STRING = 0x16;
    static final int TINY_STRING_MAX_LENGTH = 87;
    static final int TINY_OBJECT = 0x6E;
    static final int TINY_OBJECT_MAX_COUNT = 47;
    static final int TINY_ARRAY = 0x9E;
    static final int TINY_ARRAY_MAX_COUNT = 31;
    static final int TINY_INT = 0xBE;
    static final int TINY_INT_MIN = -32;
    static final int TINY_INT_MAX = 31;
    static final int TINY_INT_END = 0xFD;

    // Keys
    static final int KEY_IMMEDIATE = 0x00;
    static final int KEY_BACK_REFERENCE = 0x01;
    static final int KEY_GLOBAL = 0x02;
    static final int TINY_KEY_IMMEDIATE = 0x03;
    static final int TINY_KEY_BACK_REFERENCE = 0x57;
    static final int TINY_KEY_GLOBAL = 0xAB;
    static final int TINY_KEY_MAX = 83;
    static final int KEY_RESERVED = 0xFF;

    /** The largest key byte length, key table size and local table cap. */
    static final int MAX_U16 = 0xFFFF;
}
