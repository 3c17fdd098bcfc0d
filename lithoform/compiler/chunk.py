"""Chunking descriptions before parsing: each run of words that describes objects ('nonland permanent',
'Bird, Cat, or Dog', 'instant or sorcery spell', 'green Saproling creature token') becomes one DESC
placeholder '§N'. The grammar then reads a description as one token, which keeps the Earley parser's
work small, and parse trees can be reused across lines that differ only in what they describe.
"""

from __future__ import annotations

import re
from functools import cache

from lithoform.compiler.descriptions import CARD_TYPES, COLORS, SUPERTYPES, subtypes
from lithoform.compiler.parser import grammar_literals

_TOKEN = re.compile(r"[a-z][a-z'\-/]*|[^\sa-z]+")
_CONNECTORS = {",", "or", "and/or", "and"}
_HEADS = {"spell", "spells", "permanent", "permanents", "card", "cards", "token", "tokens", "ability", "abilities"}
_LONE = {"other", "another", "tapped", "untapped", "attacking", "blocking", "unblocked", "modified", "historic"}  # descriptor words that are not a description alone


@cache
def descriptor_words() -> frozenset[str]:
    words = set(CARD_TYPES) | {t + "s" for t in CARD_TYPES} | {"sorceries"}
    words |= {"permanent", "permanents", "spell", "spells", "card", "cards", "token", "tokens", "nontoken",
              "activated", "triggered", "ability", "abilities", "colorless", "other", "another", "tapped",
              "untapped", "attacking", "blocking", "unblocked", "modified", "historic"}
    words |= set(COLORS) | set(SUPERTYPES) | {"non" + w for w in list(CARD_TYPES) + list(COLORS) + list(SUPERTYPES)}
    words |= {"non-" + w for w in COLORS}
    words |= {"monocolored", "multicolored"}  # 105.2a-b
    literals = grammar_literals()
    for sub in subtypes():
        if sub not in literals:
            words.add(sub)
            words.add("non" + sub)
            words.add("non-" + sub)
    return frozenset(words)


@cache
def _noun(word: str) -> bool:
    """A word that ends a description: a head noun, a card type or a subtype ('as long as you control seven or
    more enchantments, creatures you control have flying': after it, a comma with no 'or'/'and' later is no
    list's ('Bird, Cat, or Dog')). Adjectives ('noncreature, nonland permanents') are not."""
    return word in _HEADS or word in CARD_TYPES or word.removesuffix("s") in CARD_TYPES or (
        word in descriptor_words() and word in _subtype_words())


@cache
def _subtype_words() -> frozenset[str]:
    return frozenset(subtypes())


_ATTACHED = frozenset({"enchanted", "equipped"})
_ARTICLES = frozenset({"a", "an"})


def _attached_adjective(tokens: list[tuple[int, int, str]], i: int, words: frozenset[str]) -> bool:
    """'an enchanted creature' (303.4), 'an equipped creature' (301.5): after an article the word describes a
    permanent with an Aura (Equipment) attached, part of the description; without one ('enchanted creature
    gets +1/+1') it names the Aura's own object and stays a word of the grammar."""
    return (tokens[i][2] in _ATTACHED and i > 0 and tokens[i - 1][2] in _ARTICLES and i + 1 < len(tokens)
            and tokens[i + 1][2] in words)


def chunk(text: str) -> tuple[str, tuple[tuple[str, ...], ...]]:
    """The text with descriptions replaced by '§0', '§1', ... and the words of each."""
    words = descriptor_words()
    tokens = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]
    out: list[str] = []
    chunks: list[tuple[str, ...]] = []
    pos = 0
    i = 0
    while i < len(tokens):
        if tokens[i][2] not in words and not _attached_adjective(tokens, i, words):
            i += 1
            continue
        j = i
        while True:
            k = j + 1
            while k < len(tokens) and tokens[k][2] in _CONNECTORS:
                k += 1
            if k < len(tokens) and tokens[k][2] in words:
                j = k
                continue
            break
        run = tuple(t[2] for t in tokens[i:j + 1])
        last_comma = max((n for n, w in enumerate(run) if w == ","), default=-1)
        if last_comma > 0 and _noun(run[last_comma - 1]) and not any(w in ("or", "and", "and/or")
                                                                       for w in run[last_comma:]):
            # 'an instant or sorcery spell, creatures you control get +1/+1': a comma after a head noun with no
            # 'or'/'and' after it ends the description ('Bird, Cat, or Dog' has one; 'noncreature, nonland
            # permanents' has no noun before its comma); what follows is a new one
            j = i + last_comma - 1
            run = run[:last_comma]
        if len(run) > 2 and run[0] in _LONE and run[1] == "," and i > 0 and tokens[i - 1][2] in ("is", "'s"):
            # 'as long as ~ is untapped, green creatures you control get +1/+1': the status ends the condition
            j = i
            run = run[:1]
        end, nxt = tokens[j][1], j + 1
        if run[-1] == "blocking" and j + 1 < len(tokens):
            # 'creature blocking ~', 'creature blocking it', '... blocking or blocked by ~' (509.1g-h): the words
            # stay with the description (descriptions.py reads them); '~' may share a token with punctuation
            after = [t[2] for t in tokens[j + 1:j + 5]]
            counted = [t[2] for t in tokens[max(0, i - 2):i]] == ["for", "each"]  # counts.py reads 'for each ... it'
            if (after[0] == "it" and not counted) or after[0].startswith("~"):
                word = "it" if after[0] == "it" else "~"
                run, end, nxt = run + (word,), tokens[j + 1][0] + len(word), j + 2
            elif after[:3] == ["or", "blocked", "by"] and len(after) == 4 and after[3].startswith("~"):
                run, end, nxt = run + ("or", "blocked", "by", "~"), tokens[j + 4][0] + 1, j + 5
        if all(w in _LONE for w in run):
            i = j + 1
            continue
        out.append(text[pos:tokens[i][0]])
        out.append(f"§{len(chunks)}")
        chunks.append(run)
        pos = end
        i = nxt
    out.append(text[pos:])
    return "".join(out), tuple(chunks)
