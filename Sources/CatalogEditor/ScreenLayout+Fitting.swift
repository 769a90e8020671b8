extension ScreenLayout {
    /// The layout with the sidebar as wide as its content needs (`wanted` columns, borders
    /// included), never narrower than the width chosen for the terminal and never more than
    /// three tenths of it, so long language names ("Chinese (Hong Kong) (zh-HK)") show whole
    /// on a wide terminal while the table keeps most of the room. The table and inspector
    /// move over by what the sidebar gains. Heights do not change, so paging and scrolling,
    /// which the reducer works out from `ScreenLayout(width:height:)`, stay the same.
    public func fittingSidebar(to wanted: Int) -> ScreenLayout {
        guard let sidebar else { return self }
        let widest = max(sidebar.width, width * 3 / 10)
        let sidebarWidth = min(max(sidebar.width, wanted), widest)
        guard sidebarWidth != sidebar.width else { return self }
        var layout = self
        layout.sidebar?.width = sidebarWidth
        layout.table = Region(x: sidebarWidth, y: table.y, width: width - sidebarWidth, height: table.height)
        layout.inspector = Region(x: sidebarWidth, y: inspector.y, width: width - sidebarWidth, height: inspector.height)
        return layout
    }
}

extension ScreenLayout {
    /// The layout with a two-row status line (for a message that must wrap), the row taken
    /// from the bottom of the inspector; the table keeps its rows.
    public func givingStatusLineASecondRow() -> ScreenLayout {
        guard statusLine.height == 1, inspector.height > 3 else { return self }
        var layout = self
        layout.inspector.height -= 1
        layout.statusLine = Region(x: statusLine.x, y: statusLine.y - 1, width: statusLine.width, height: 2)
        return layout
    }
}
