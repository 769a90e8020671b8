import Foundation
import Testing
@testable import TerminalUI

/// The bytes that draw an image in the terminal, exactly.
@Suite("Inline images: kitty graphics and iTerm2 escape sequences")
struct InlineImageSequenceTests {
    @Test("A small PNG in one kitty piece: cursor saved, moved, the image under the text over c×r cells, no answer, cursor restored")
    func kittyOnePiece() {
        let sequence = InlineImageSequence.kitty(png: [0x89, 0x50, 0x4E, 0x47], id: 1, x: 24, y: 3, columns: 40, rows: 18)
        #expect(sequence == "\u{1B}7\u{1B}[4;25H\u{1B}_Ga=T,f=100,t=d,i=1,q=2,C=1,c=40,r=18,z=-1,m=0;iVBORw==\u{1B}\\\u{1B}8")
    }

    @Test("A larger PNG goes in pieces of 4096 base64 bytes; only the first says what to do, the last says no more follow")
    func kittyPieces() throws {
        let png = (0..<6000).map { UInt8($0 % 251) }
        let sequence = InlineImageSequence.kitty(png: png, id: 7, x: 0, y: 0, columns: 10, rows: 5)
        let base64 = Data(png).base64EncodedString()
        #expect(base64.count == 8000)
        let pieces = Array(base64.utf8)
        let first = String(decoding: pieces[0..<4096], as: UTF8.self), second = String(decoding: pieces[4096...], as: UTF8.self)
        #expect(sequence == "\u{1B}7\u{1B}[1;1H"
            + "\u{1B}_Ga=T,f=100,t=d,i=7,q=2,C=1,c=10,r=5,z=-1,m=1;" + first + "\u{1B}\\"
            + "\u{1B}_Gm=0,q=2;" + second + "\u{1B}\\"
            + "\u{1B}8")
    }

    @Test("Exactly 4096 base64 bytes make one piece, 4097 two")
    func kittyPieceBoundary() {
        func pieces(_ count: Int) -> Int {
            InlineImageSequence.kitty(png: [UInt8](repeating: 1, count: count), id: 1, x: 0, y: 0, columns: 1, rows: 1)
                .components(separatedBy: "\u{1B}_G").count - 1
        }
        #expect(pieces(3072) == 1)  // 4096 base64 bytes
        #expect(pieces(3073) == 2)
    }

    @Test("Deleting the editor's kitty image frees its data and asks for no answer")
    func kittyDelete() {
        #expect(InlineImageSequence.kittyDelete(id: 1) == "\u{1B}_Ga=d,d=I,i=1,q=2\u{1B}\\")
    }

    @Test("iTerm2: the file inline, its size, the cells to fit it in, proportions kept")
    func iTerm2() {
        let sequence = InlineImageSequence.iTerm2(png: [0x89, 0x50, 0x4E, 0x47, 0x0D], x: 32, y: 1, columns: 86, rows: 36)
        #expect(sequence == "\u{1B}7\u{1B}[2;33H\u{1B}]1337;File=inline=1;size=5;width=86;height=36;preserveAspectRatio=1:iVBORw0=\u{07}\u{1B}8")
    }
}
