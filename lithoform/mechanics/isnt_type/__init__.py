"""'... and isn't a Human' (Werewolf Pack Leader): a resolving effect that removes a subtype (layer 4, 613.1d)."""
