/// Folder walking, cleanup and diagnostics for a write session.
extension WriteSession {
    /// Opens (or creates) the folder holding a target, refusing symlinks and non-folders on the way.
    /// `.success(nil)` when a folder is missing and `create` is off.
    func openFolder(_ components: ArraySlice<String>, create: Bool, for target: String) -> Result<DirectoryHandle?, EntryProblem> {
        var key = ""
        guard var current = folders[key] else { return .success(nil) }
        for name in components {
            let parentKey = key
            key = key.isEmpty ? name : key + "/" + name
            if let known = folders[key] {
                current = known
                continue
            }
            do {
                guard let (child, created) = try current.child(name, create: create) else { return .success(nil) }
                if created { dirtyFolders.insert(parentKey) }
                folders[key] = child
                current = child
            } catch {
                switch error {
                case .symlink:
                    self.error(at: shown(target), "refusing to write: \(shown(key)) is a symbolic link")
                case .notDirectory:
                    self.error(at: shown(target), "cannot write: \(shown(key)) is not a folder")
                case .system(let failure):
                    self.error(at: shown(target), "cannot write: \(shown(key)): \(failure)")
                }
                return .failure(error)
            }
        }
        return .success(current)
    }

    /// Removes temporary files left by killed runs. Only called while holding the exclusive lock,
    /// so no live run is writing them.
    func removeTemporaries(_ paths: [String]) {
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            guard case .success(let folder?) = openFolder(components.dropLast(), create: false, for: path) else { continue }
            do {
                try folder.remove(components[components.count - 1])
                dirtyFolders.insert(components.dropLast().joined(separator: "/"))
            } catch {
                warning(at: shown(path), "cannot remove this leftover temporary file: \(error)")
            }
        }
    }

    /// Removes generated files no longer produced, then any subfolders that emptied.
    func removeExtras(_ paths: [String]) {
        var emptied: Set<String> = []
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            let folderKey = components.dropLast().joined(separator: "/")
            guard case .success(let folder?) = openFolder(components.dropLast(), create: false, for: path) else { continue }
            do {
                try folder.remove(components[components.count - 1])
                dirtyFolders.insert(folderKey)
                report.removed.append(path)
                if !folderKey.isEmpty { emptied.insert(folderKey) }
            } catch {
                self.error(at: shown(path), "cannot remove: \(error)")
            }
        }
        removeEmptyFolders(emptied)
    }

    private func removeEmptyFolders(_ candidates: Set<String>) {
        var pending = candidates
        while let key = pending.max(by: { $0.count < $1.count }) {
            pending.remove(key)
            let components = key.split(separator: "/").map(String.init)
            let parentKey = components.dropLast().joined(separator: "/")
            guard let parent = folders[parentKey] else { continue }
            // Fails harmlessly when the folder still holds something.
            guard (try? parent.remove(components[components.count - 1], isDirectory: true)) != nil else { continue }
            folders[key] = nil
            dirtyFolders.remove(key)
            dirtyFolders.insert(parentKey)
            if !parentKey.isEmpty { pending.insert(parentKey) }
        }
    }

    /// Makes renames, removals and new folders durable.
    func syncFolders() {
        for key in dirtyFolders.sorted() {
            guard let folder = folders[key] else { continue }
            do {
                try folder.sync()
            } catch {
                self.error(at: shown(key), "cannot sync folder: \(error)")
            }
        }
    }

    /// A path relative to the output folder, as shown to the user.
    func shown(_ path: String) -> String {
        if path.isEmpty { return display }
        if display.isEmpty || display == "." { return path }
        return display.hasSuffix("/") ? display + path : display + "/" + path
    }

    /// A problem with one file or folder on disk, printed as the spec errors about a whole file are:
    /// `path: error: cannot write: it is a folder`.
    func error(at path: String, _ message: String) {
        report.diagnostics.append(Diagnostic(.error, at: .wholeFile(path), message))
    }

    func warning(at path: String, _ message: String) {
        report.diagnostics.append(Diagnostic(.warning, at: .wholeFile(path), message))
    }
}
