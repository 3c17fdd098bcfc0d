"""'Backfire deals that much damage to that creature's controller': the controller of an object the text named
that is neither a target nor the trigger's object (the enchanted creature), 108.4."""
