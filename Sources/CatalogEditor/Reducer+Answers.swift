import StringCatalogKit

/// Answers to the questions the reducer asks, routed to what asked them.
extension EditorState {
    mutating func answer(_ key: Character) -> [Effect] {
        guard let prompt else { return [] }
        guard let choice = prompt.choices.first(where: { $0.key == key || Character($0.key.uppercased()) == key }) else { return [.bell] }
        return answer(choice.answer, to: prompt.subject)
    }

    mutating func answer(_ answer: Prompt.Answer, to subject: Prompt.Subject) -> [Effect] {
        prompt = nil
        if case .recovery = subject {
            if case .choose(let value) = answer { return answerRecovery(value) }
            return answerRecovery(nil)
        }
        if case .markResolved(let index) = subject, answer == .cancel {
            message = StatusMessage("Not marked resolved: git add \(documents[index].fileName) does it when you are ready")
            return quitAfterSaving && !hasUnsavedChanges ? [.quit] : []
        }
        if answer == .cancel {
            quitAfterSaving = false
            message = StatusMessage("Cancelled")
            return []
        }
        switch subject {
        case .review(let strings, let reviewed):
            applyReview(strings, reviewed: reviewed)
        case .deleteString(let key):
            apply("Delete “\(key)”", keys: [key]) { $0.removeString(key) }
            message = StatusMessage("Deleted “\(key)” (u undoes)")
        case .deleteStale(let keys):
            apply("Delete \(count(keys.count, "stale string"))", keys: keys) { catalog in
                for key in keys { catalog.removeString(key) }
            }
            message = StatusMessage("Deleted \(count(keys.count, "stale string")) (u undoes)")
        case .quitWithUnsavedChanges:
            if answer == .discard { return [.quit] }
            quitAfterSaving = true
            return save()
        case .changedOnDisk(let index):
            if answer == .overwrite {
                savedInThisRound = []
                return [.save(saveRequest([index], force: true))]
            }
            if answer == .merge { return [.readForMerge(file(of: index))] }
            quitAfterSaving = false
            return [.reload(filesToReload(index))]
        case .rewriteWhole(let index):
            if answer == .keepLayout {
                documents[index].keepsFileLayout = true
            } else {
                documents[index].mayRewriteWhole = true
            }
            return save()
        case .removeLanguage(let code):
            removeLanguage(code)
        case .varyByPlural, .removePlural, .removeDevices, .removeSubstitution:
            if case .choose(let value) = answer { answerVariation(value, to: subject) }
        case .markResolved(let index):
            return [.markResolvedInGit(file(of: index))]
        case .machineTranslate(let keys):
            return startMachineTranslation(keys)
        case .recovery:
            break  // answered above
        }
        return []
    }
}
