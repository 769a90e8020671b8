import CatalogEditor
import Interchange
import MachineTranslation
import StringCatalogKit

/// Runs a `T` job: the provider from the user's settings (`ProviderSettings`, read afresh
/// each time, so that a changed file counts without a restart), asked for the job's strings
/// in its language; the drafts that pass the checks, or why there are none.
enum MachineTranslationDrafts {
    static func draft(_ job: MachineTranslationJob, environment: [String: String], stopper: ProviderStopper? = nil) -> MachineTranslationOutcome {
        let settings: ProviderSettings
        do {
            settings = try ProviderSettings.load(environment: environment)
        } catch {
            return .failed(error.description)
        }
        guard let command = settings.provider else {
            return .failed(ProviderFailure.notConfigured(settingsFile: ProviderSettings.file(environment: environment)).description)
        }
        let run = MachineTranslationRun(provider: ProviderCommand(command, timeoutSeconds: settings.timeoutSeconds, environment: environment, stopper: stopper),
                                        machineTranslated: settings.machineTranslated)
        do {
            guard let report = try run.draft([job.catalog], languages: [job.language]).first else { return .failed("nothing was asked") }
            return .drafted(drafts: report.drafts, state: report.state, rejected: report.rejected, skipped: report.skipped)
        } catch {
            return .failed(error.description)
        }
    }
}
