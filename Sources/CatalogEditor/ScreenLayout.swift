/// A rectangle of the screen, in cells.
public struct Region: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}

/// Where each pane goes at a terminal size. Pure geometry, shared by the reducer (page
/// sizes, keeping the selection in view, mouse hit tests) and the renderer, so that the two
/// can never disagree.
public struct ScreenLayout: Equatable, Sendable {
    public static let minimumWidth = 60
    public static let minimumHeight = 16

    public var width: Int
    public var height: Int
    /// nil when the sidebar folded away (narrow terminals).
    public var sidebar: Region?
    public var table: Region
    public var inspector: Region
    public var statusLine: Region

    public var isTooSmall: Bool { width < Self.minimumWidth || height < Self.minimumHeight }

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        let main = max(0, height - 1)
        let sidebarWidth = width >= 120 ? 32 : width >= 100 ? 28 : width >= 76 ? 24 : 0
        sidebar = sidebarWidth > 0 ? Region(x: 0, y: 0, width: sidebarWidth, height: main) : nil
        let inspectorHeight = main >= 30 ? main * 2 / 5 : main >= 20 ? 8 : 6
        let tableHeight = main - inspectorHeight
        table = Region(x: sidebarWidth, y: 0, width: width - sidebarWidth, height: tableHeight)
        inspector = Region(x: sidebarWidth, y: tableHeight, width: width - sidebarWidth, height: inspectorHeight)
        statusLine = Region(x: 0, y: main, width: width, height: 1)
    }

    /// Rows of strings the table shows: its box less the border and the header.
    public var tableRows: Int { max(1, table.height - 3) }
    /// First screen row of table data.
    public var tableFirstRow: Int { table.y + 2 }
    public var inspectorRows: Int { max(1, inspector.height - 2) }
    public var sidebarRows: Int { max(1, (sidebar?.height ?? 2) - 2) }
}
