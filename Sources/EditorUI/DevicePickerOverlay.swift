import CatalogEditor
import StringCatalogKit
import TerminalUI

/// `v`: the devices a string varies by, ticked with Space; `other` is always there.
enum DevicePickerOverlay {
    static func draw(_ grid: inout CellGrid, selection: Int, chosen: [String]) {
        let devices = CatalogString.deviceKinds
        let width = min(grid.width - 4, 56)
        let height = min(grid.height - 2, devices.count + 5)
        let box = Rect(x: (grid.width - width) / 2, y: max(0, (grid.height - height) / 2), width: width, height: height)
        grid.fill(box, style: Theme.overlay)
        grid.box(box, title: "Vary by device · Space ticks · Enter applies", style: Theme.overlayBorder, titleStyle: Theme.overlayBorder)
        let inner = box.inset(by: 1)
        for (index, device) in devices.enumerated() where index < inner.height - 2 {
            let style = index == selection ? Theme.selectedFocused : Style.plain
            let y = inner.y + index
            grid.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), style: style)
            grid.put((chosen.contains(device) ? "[x] " : "[ ] ") + device, x: inner.x + 1, y: y, maxWidth: inner.width - 2, style: style)
        }
        let y = inner.y + min(devices.count, inner.height - 2)
        grid.put("[x] other (every other device; always there)", x: inner.x + 1, y: y, maxWidth: inner.width - 2, style: Theme.dim)
        grid.put("None ticked: stop varying by device", x: inner.x + 1, y: y + 1, maxWidth: inner.width - 2, style: Theme.dim)
    }
}
