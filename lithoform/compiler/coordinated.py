"""Coordinated predicates of a static ability: 'Enchanted creature gets +2/+2, has flying, and is an Angel in
addition to its other types.' One subject with several predicates says the same as one sentence per predicate
with the subject repeated: each predicate is an effect of the same static ability on the same objects, and the
effects of one static ability share the timestamp of the object it's on (613.7a), so reading them as several
static abilities of that object changes nothing. The compiler reads each part with the grammar it has for one
predicate, and refuses the line when a part doesn't parse.

The split is refused where one modifier could scope over every predicate ('... and has flying as long as ...',
'where X is ...', 'unless ...'), and where one predicate's meaning depends on another ('has defender, loses all
other abilities': 613.1f, in one effect the grant and the loss are ordered by the text).
"""

from __future__ import annotations

import re

_SINGULAR = ("gets", "has", "is", "can't", "can", "doesn't", "loses", "attacks", "blocks", "must")
_PLURAL = ("get", "have", "are", "can't", "can", "don't", "lose", "attack", "block", "must")
_ATTACHED = re.compile(r"(enchanted|equipped|fortified) §\d+")
_GROUP = re.compile(r"(all )?(other )?§\d+ you control( with [^,]+)?|all (other )?§\d+")
_EACH = re.compile(r"each (other )?§\d+( you control)?")
# a modifier that may read over every predicate, or a predicate that reads another
_SCOPED = re.compile(r" as long as | unless | where x | instead| for as long |\bother abilities\b|"
                     r" if (?!able\b)| this way\b")


def split_predicates(text: str) -> list[str] | None:
    """The sentences 'SUBJECT PREDICATE.' for a static sentence 'SUBJECT P1, P2, and P3.' (None: not one)."""
    if not text.endswith(".") or _SCOPED.search(text) or text.count(".") != 1:
        return None
    body = text[:-1]
    verbs = _SINGULAR if _ATTACHED.match(body) or _EACH.match(body) else _PLURAL if _GROUP.match(body) else None
    if verbs is None:
        return None
    alt = "|".join(re.escape(v) for v in verbs)
    head = re.match(rf"(.+?) (?=(?:{alt}) )", body)
    if head is None:
        return None
    subject = head.group(1)
    if not any(form.fullmatch(subject) for form in (_ATTACHED, _EACH, _GROUP)):
        return None
    rest = body[len(subject) + 1:]
    parts = re.split(rf"(?:, and |, | and )(?=(?:{alt}) )", rest)
    if len(parts) < 2:
        return None
    grants = any(p.startswith(("has ", "have ")) for p in parts)
    if grants and any(p.startswith(("loses all", "lose all")) for p in parts):
        return None
    return [f"{subject} {p}." for p in parts]
