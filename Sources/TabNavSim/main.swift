print("tabnav-sim")
