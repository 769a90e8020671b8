/// The NeXTSTEP character set, which CoreFoundation's old-style property list reader uses for
/// octal escapes: `\101` is ASCII "A", but `\351` is NeXTSTEP 0xE9 ("Ø"), not Latin-1 "é".
enum NeXTSTEPEncoding {
    /// Bytes 0x80–0xFF in order. 0xFE and 0xFF are unassigned: CoreFoundation's conversion
    /// fails for them, and its reader then gives NUL (`\377`, and `\777` that wraps to it).
    private static let upperHalf: [Unicode.Scalar] = Array(
        "\u{A0}ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖÙÚÛÜÝÞµ×÷©¡¢£⁄¥ƒ§¤'“«‹›ﬁﬂ®–†‡·¦¶•‚„”»…‰¬¿¹`´ˆ˜¯˘˙¨²˚¸³˝˛ˇ—±¼½¾àáâãäåçèéêëìÆíªîïðñŁØŒºòóôõöæùúûıüýłøœßþÿ\u{0}\u{0}"
            .unicodeScalars)

    static func scalar(forByte byte: UInt8) -> Unicode.Scalar {
        byte < 0x80 ? Unicode.Scalar(byte) : upperHalf[Int(byte) - 0x80]
    }
}
