"""Two different tokens in one instruction, the text part: a line form that splits 'create [token A] and [token
B].' into 'create [token A]. and create [token B].' (or three tokens: 'A, B, and C'), and the sentence mark that joins the two creations again
(CreateTokensTogether). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

import re
from typing import Any

from lithoform.cards.tree import ChooseOne, CreatePredefinedToken, CreateToken, IfThen, You
from lithoform.compiler.values import VP, SentenceMark, Unsupported, replace
from lithoform.mechanics.token_pairs.nodes import CreateTokensTogether

# chunked: 'create a 3/3 §0 with deathtouch and a 3/3 §1 with lifelink.' (a keyword list has no 'and a')
# 'a Treasure token' (a predefined token, 111.10: no P/T) and 'with "This creature crews Vehicles ..."' (a quoted
# ability, ¤N once extracted) too (Reckoner Bankbuster)
_TOKEN = r"an? (?:\d+/\d+ )?§\d+(?: with (?:¤\d+|[a-z]+(?:(?:,|,? and) (?!an? (?:\d|§))[a-z]+)*))?"
_PAIR = re.compile(rf"\bcreate ({_TOKEN}(?:, {_TOKEN})*),? and ({_TOKEN})\.$")
_EACH = re.compile(_TOKEN)


class TokenPairsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def and_create_sentence(self, c: list) -> SentenceMark:
        token = c[0]  # the 'token' rule's CreateToken (compiler/verbs.py)
        if not isinstance(token, CreateToken) or token.attacking or token.tapped:
            raise Unsupported("'and create' of a token other than a plain one")
        return SentenceMark("and_create", (token,))

    def create_token_either(self, c: list) -> VP:
        """'create a Food token or a Treasure token': the creator chooses one of the two as the effect resolves
        (608.2d); each is created as a plain 'create' would (701.7a)."""
        makes = [self.create_token([token]).make for token in c]  # type: ignore[attr-defined]  # compiler/verbs.py
        labels = tuple(_token_label(token) for token in c)
        return VP(lambda who: ChooseOne(tuple(make(who) for make in makes), labels), "player", "create")


def _token_label(token: CreateToken | CreatePredefinedToken) -> str:
    """The option's name in the question: 'a Food token'."""
    if isinstance(token, CreatePredefinedToken):
        return f"create a {token.kind.capitalize()} token"
    return f"create {token.token.name or 'a'} token"


def mark_and_create(mark: SentenceMark, last: Any) -> Any:
    """'and create [token B]' joins the creation of [token A] before it (None: the mark is another's)."""
    if mark.name != "and_create":
        return None
    if isinstance(last, IfThen) and last.otherwise is None:  # 'Then if ..., create A and B.' (Reckoner Bankbuster)
        joined = mark_and_create(mark, last.then)
        return None if joined is None else replace(last, then=joined)
    if isinstance(last, CreatePredefinedToken) and last.who == You() and not last.tapped and last.count == 1:
        return CreateTokensTogether((last, mark.effects[0]))  # 'a Treasure token and a 1/1 ... token'
    if isinstance(last, CreateToken) and not last.then and not last.attacking and not last.tapped:
        return CreateTokensTogether((last, mark.effects[0]))
    if isinstance(last, CreateTokensTogether):  # 'a 2/2 ..., a 3/3 ..., and a 4/4 ...'
        return CreateTokensTogether((*last.tokens, mark.effects[0]))
    return None


def token_pair_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    m = _PAIR.search(text)
    if not m:
        return None
    tokens = [*_EACH.findall(m.group(1)), m.group(2)]
    return f"{text[:m.start()]}create {tokens[0]}." + "".join(f" and create {t}." for t in tokens[1:])


TRANSFORMER = TokenPairsRules
MARKS = (mark_and_create,)
LINES = (token_pair_line,)
