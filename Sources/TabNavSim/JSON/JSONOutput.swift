/// The models of `tabnav-sim --json`, one a kind of line (`…Line`) and one a nested object (`…Object`), encoded by
/// ``JSONLines``. Docs/tabnav-sim-output.schema.json describes every one; keys are camelCase throughout.
enum JSONOutput {}
