#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sigaction` with a plain handler (or `SIG_IGN`, `SIG_DFL`), whose field the C libraries
/// name differently: one place for the spelling.
public enum SimpleSignalAction {
    public typealias Handler = @convention(c) (Int32) -> Void

    /// An action that runs `handler`, nothing blocked meanwhile but the signal itself.
    public static func make(_ handler: Handler?) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        return action
    }

    /// Whether `action` ignores its signal (`SIG_IGN`, as under `nohup`).
    public static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
