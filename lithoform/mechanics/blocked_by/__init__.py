"""'~ can't be blocked by [creatures with power 2 or less / Walls / black creatures / creatures with
flying]' (509.1b): a restriction on blocking, the complement of 'can't be blocked except by'."""
