import SwiftUI

struct Product: Identifiable {
    let id = UUID()
    var name: LocalizedStringResource
    var price: Decimal
}

struct ShopView: View {
    @State private var packSize = 6
    @State private var cart: [Product] = []
    @State private var isCheckingOut = false

    let products = [
        Product(name: LocalizedStringResource("Sunflower Hearts", comment: "Product name in the shop"), price: 8.99),
        Product(name: LocalizedStringResource("Suet Cake", comment: "Product name in the shop"), price: 2.49),
    ]

    var total: Decimal { cart.reduce(0) { $0 + $1.price } * Decimal(packSize) }

    var body: some View {
        NavigationStack {
            List {
                Picker(selection: $packSize) {
                    Text("Pack of 2", comment: "Pack size option in the suet cake picker").tag(2)
                    Text("Pack of 6", comment: "Pack size option in the suet cake picker").tag(6)
                    Text("Pack of 12", comment: "Pack size option in the suet cake picker").tag(12)
                } label: {
                    Image(systemName: "shippingbox")
                }
                ForEach(products) { product in
                    HStack {
                        Text(product.name)
                        Spacer()
                        Button {
                            cart.append(product)
                        } label: {
                            Text("Add to Cart", comment: "Button on a shop item")
                        }
                    }
                }
                Text("Total: \(total.formatted(.currency(code: "USD")))",
                     comment: "Cart total; the argument is a formatted price")
                Button(String(localized: "shop.checkout", defaultValue: "Check Out",
                              comment: "Button that opens the checkout sheet")) {
                    isCheckingOut = true
                }
            }
            .navigationTitle(Text("Shop", comment: "Tab bar title for the bird food shop"))
            .sheet(isPresented: $isCheckingOut) {
                NavigationStack {
                    Text("Total: \(total.formatted(.currency(code: "USD")))",
                         comment: "Cart total; the argument is a formatted price")
                        .toolbar {
                            Button("Cancel") { isCheckingOut = false }
                            Button {
                                cart.removeAll()
                                isCheckingOut = false
                            } label: {
                                Text("Done", comment: "Button that closes a sheet")
                            }
                        }
                }
            }
        }
    }
}
