extension UInt8 {
    /// XML's white space: space, tab, line feed, carriage return. Inlinable: the XML readers
    /// of other modules test it on every byte between tags.
    @inlinable
    package var isXMLWhitespaceByte: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}
