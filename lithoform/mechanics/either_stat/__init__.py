"""'with power or toughness 1 or less' (Warping Wail; 208.1): an object either of whose values is so. The
description becomes two alternatives (Filter.any_of), one per value."""
