"""Settings for the whole test suite."""

from __future__ import annotations

from lithoform.rules import legal, payment, priority, sba
from lithoform.rules.continuous import characteristics
from lithoform.rules.stack import permissions

# Issue 13: every reuse of a priority listing (the incremental cache) is compared with a fresh listing in the
# tests, as LITHOFORM_CHECK_LEGAL=1 does elsewhere; a difference raises IncrementalListingError.
legal.CHECK_INCREMENTAL = True
# And every reuse of a layer computation (613.1) with a fresh one (StaleCharacteristicsError).
characteristics.CHECK_REUSE = True
# (modules that took the flag by name when imported: each is turned on as well, or its checks never ran in the
# tests: sba's kept quiet permanents, payment's kept mana sources, priority's kept announcement decisions)
sba.CHECK_REUSE = True
payment.CHECK_REUSE = True
priority.CHECK = True
# And every reuse of a player's cast permissions (601.3) with a fresh answer (StalePermissionsError).
permissions.CHECK = True
