"""The Oracle grammar (the .lark files beside this module, and the mechanics' grammar.lark fragments listed in
mechanic_texts.py) and its parser, built once per process.

LALR(1) with lark's contextual lexer: a line is read in one left-to-right pass, in time linear in its
length (well under a millisecond, where the Earley parser this replaced took 15-30 ms a line), and a
sentence outside the grammar fails at the first word no template allows. Every word the grammar names is a keyword of the
lexer; any other word is a WORD (a subtype, or a word nothing understands).

An LALR grammar must say at each word which template it is reading. Where two templates share words, the
grammar is written so that they share one rule (effects.lark: players and objects are one noun phrase),
and the few remaining shift/reduce choices, each resolved as a shift, are listed in `EXPECTED_SHIFTS`;
tests/oracle check that no other conflict appears.
"""

from __future__ import annotations

import logging
import re
from functools import cache
from pathlib import Path

from lark import Lark, Tree, logger
from lark.exceptions import LarkError

from lithoform.compiler import mechanic_texts

GRAMMAR_FILES = ("abilities.lark", "effects.lark")
START_RULES = ("keyword_line", "static_line", "spell_line", "effects", "cost", "trigger_clause", "condition",
               "for_each_amount")

# Shift/reduce conflicts of the grammar, each resolved as a shift, by (terminal, the rule that could be
# reduced instead). Each is a list or an optional tail that a phrase extends as far as it can.
EXPECTED_SHIFTS = frozenset({
    # mechanics/trigger_events' 'one or more artifacts you control leave the battlefield during your turn' (Oni-Cult
    # Anvil) reads a description with a suffix; a bare one before 'leave' keeps leaves_graveyard's 'one or more
    # cards leave your graveyard'
    ("LEAVE", "desc"),
    # after the w13 merge: 'and' after a description suffix continues the phrase (cond's and lib's forms together)
    ("AND", "desc_suffix"),
    # mechanics/next_spell_copy: 'When you cast your next [spell] this turn, that creature enters with an additional
    # ... counter' keeps its own form (the counters'); any other instructions read the head first (Vivien, Monsters'
    # Advocate)
    ("THAT", "when_cast_next_head"),
    # mechanics/board_conditions' 'as long as A and/or B': a condition that can go on ('you control a Plains and
    # an Island') keeps the word (the two-condition forms read only conditions that end before it)
    ("AND", "condition"), ("OR", "condition"), ("DOT", "condition"), ("OR", "desc"),
    # mechanics/source_durations: a verb with a duration of its own ('gets +1/+1 until end of turn', 'loses
    # flying until ...', 'deals damage for each ...') keeps it (a 'for' before 'as long as' is _FOR_AS_LONG); 'for as long as you control ~ and ~ remains
    # tapped' (control_duration) is one duration; 'For as long as ~ remains tapped,' heads a sentence
    ("UNTIL", "vp"), ("OR", "vp"), ("AND", "control_for"), ("COMMA", "sd_duration"),
    # 'gains flying for as long as you control ~' (control_duration) is one verb with its own duration
    ("_FOR_AS_LONG", "vp"),
    ("AND", "recipients"), ("AND", "recipient_more"),  # 'to each creature and each player'
    ("COMMA", "mana_options"),  # 'add {R}, {G}, or {W}'
    ("AT", "clause"),  # 'you may X at the beginning of the next end step': the delay is X's
    ("FOR", "vp"),  # 'gain 1 life for each ...' after a verb that can count
    ("FOR", "mana_options"),  # "add {G} for each creature you control": the count is the mana's (mechanics/counts)
    ("MANA", "count"),  # 'add one mana of any color'
    ("DOT", "vp"),  # 'you may draw a card unless that player pays {1}.': player_verbs' sentence, where that player
    # decides first (Rhystic Study's ruling), not 'you may' around unless_player_pays' verb (Esper Sentinel's)
    ("OR", "np_other"), ("OR", "mana_options"),  # 'you may X or Y': an 'or' inside X's object goes to X
    ("THAT", "token_body"),  # "a 1/1 Bird token with flying that's tapped and attacking": the token's
    ("_KWSEP", "keywords"),  # 'enchant creature with flying, ...': the list of the description goes on
    ("AND", "token_with"),  # 'a token with "..." and "..."': the token's list of quoted abilities goes on
    # 'with mana value equal to the number of charge counters on ~' (Blast Zone): no 'from' follows it; the
    # 'counters on ~ from' of other phrases keeps its shift (mechanics/counter_descriptions)
    ("FROM", "desc_suffix"),
    ("ONTO", "desc"),  # 'Put that card onto the battlefield' opening a sentence: a library_look step (the card
    # found by revealing until, ds_that_battlefield), as 'into' just below
    ("INTO", "desc"),  # 'put that card into your hand' opening a sentence: a library_look step (ds_that); in a
    # clause ('Otherwise, put that card into your hand.') a verb of mechanics/reveal_top
    ("UNLESS", "vp"),  # 'sacrifice it unless you pay {2}': an 'unless' after a verb's object is that verb's
    ("UNLESS", "deal_vp"),  # '~ deals 8 damage to you unless you pay {G}{G}{G}{G}': likewise the damage's (118.12)
    ("AS", "static"),  # 'as long as A, X as long as B': the second condition is X's (611.3a, both must hold)
    ("AND", "animate_with"),  # 'becomes a 4/4 Elemental creature with hexproof and haste': the keyword list goes on
    ("IT", "sentence"),
    ("AND", "cost_part"),  # 'Sacrifice ~ and a creature you control' (Great Hall of Starnheim): both are the cost's  # "~ becomes a 4/4 ... creature. It's still a land.": one manland sentence (animated_lands)
    ("BECOMES", "np_pronoun"),  # '~ becomes a N/N ...': the manland sentence (mechanics/animated_lands) takes it
    # 'you may put that card on the bottom of that player's library' after a look: a step of the look (Jace,
    # mechanics/library_look), not 'that card on the bottom of ...' as a description
    ("OF", "top_or_bottom"),
    ("OR", "desc_suffix"),  # 'with mana cost {0} or {1}': the next mana cost (mechanics/mana_cost_filter)
    ("AND", "cost_part"),  # 'remove three quest counters from ~ and sacrifice it': one cost (mechanics/counter_costs)
    ("AND", "vp"),  # 'choose target A and target B': the second target (mechanics/two_targets, Blizzard Brawl)
    # 'Until end of turn, you don't lose this mana as steps and phases end.' (mechanics/kept_mana): no 'until ...,
    # you don't [verb]' sentence of another kind exists
    ("DON'T", "np_other"),
    # 'Put all Goblin creature cards with mana value 5 or less from among them onto the battlefield' (Muxus): after
    # 'put all [description]' the step of the look before it goes on (mechanics/library_look, ds_all_among)
    ("ONTO", "np_other"), ("INTO", "np_other"),
    # 'Instant and sorcery cards in your graveyard have retrace.' (Wrenn and Six's emblem), 'Each ... card in your
    # graveyard has flashback.' (Lier): the static ability of mechanics/graveyard_grants
    ("HAVE", "desc_suffix"), ("HAS", "desc_suffix"),
    # 'Then that player shuffles.' after a search of their library (mechanics/search_steps): no sentence 'that
    # player shuffles' of another kind parses
    ("SHUFFLES", "np_other"),
    # 'choose a card from it' after a look at a hand: the one-card form (mechanics/hand_choice), not 'a' as the count
    # of 'choose two cards from it'
    ("DESC", "count"),
    # 'whenever a card leaves your graveyard' / 'a creature token leaves the battlefield' after a count: a bare
    # description before 'leaves' is kept as one word (both forms read it; mechanics/trigger_events), never reduced
    ("LEAVES", "desc"),
})


@cache
def grammar_text() -> str:
    """The compiler's grammar files, then the mechanics' fragments (their `%extend` lines need the rules
    the compiler's files define)."""
    here = Path(__file__).parent
    files = [here / name for name in GRAMMAR_FILES] + list(mechanic_texts.grammar_files())
    return "\n".join(path.read_text() for path in files)


@cache
def grammar_literals() -> frozenset[str]:
    """Every quoted word of the grammar: words the lexer reads as keywords."""
    return frozenset(re.findall(r'"([^"\s]+)"', grammar_text()))


class _Conflicts(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.found: set[tuple[str, str]] = set()
        self._terminal = ""

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        m = re.match(r"Shift/Reduce conflict for terminal (\w+)", message)
        if m:
            self._terminal = m.group(1)
        m = re.search(r"\* <(\w+) :", message)
        if m and self._terminal:
            self.found.add((self._terminal, m.group(1)))


def build(record_conflicts: bool = False) -> tuple[Lark, set[tuple[str, str]]]:
    """The LALR parser of the grammar and, if asked, the shift/reduce conflicts lark resolved as shifts
    (lark reports them to its logger only in debug mode). The parse tables are cached on disk by lark,
    keyed by the grammar's hash."""
    handler = _Conflicts()
    level, handlers = logger.level, list(logger.handlers)
    if record_conflicts:
        for h in handlers:
            logger.removeHandler(h)
        logger.addHandler(handler)
        logger.setLevel(logging.DEBUG)
    try:
        lark = Lark(grammar_text(), parser="lalr", lexer="contextual", start=list(START_RULES),
                    propagate_positions=False, maybe_placeholders=False, debug=record_conflicts,
                    cache=not record_conflicts)
    finally:
        if record_conflicts:
            logger.removeHandler(handler)
            for h in handlers:
                logger.addHandler(h)
            logger.setLevel(level)
    names = {t.name: t.pattern.value.upper() for t in lark.terminals if t.name.startswith("__ANON")}
    return lark, {(names.get(t, t), rule) for t, rule in handler.found}


@cache
def parser() -> Lark:
    return build()[0]


def conflicts() -> set[tuple[str, str]]:
    """The grammar's shift/reduce conflicts, named by terminal and the rule (lark's helper rules of a
    repetition, '__keywords_star_7', named by their rule)."""
    found = build(record_conflicts=True)[1]
    return {(t, re.sub(r"^__(\w+?)_star_\d+$", r"\1", rule)) for t, rule in found}


_TREES: dict[tuple[str, str], Tree | Exception] = {}
_WORDS = re.compile(r"'?[a-z][a-z'\-/]*")
_SYMBOLS = re.compile(r"\{[^}]*\}|[+-]?[0-9x]+/[+-]?[0-9x]+")  # mana symbols, P/T: not words


class OutsideVocabulary(LarkError):
    """A word no template of the grammar has: the text can't parse, so the parser isn't run."""


def unknown_word(text: str) -> str | None:
    """The first word of `text` the grammar can't read: not a keyword of the grammar, and not in a
    place where any word is allowed (a token's name after 'named', a counter's kind before 'counter')."""
    literals = grammar_literals()
    words = _WORDS.findall(_SYMBOLS.sub(" ", text))
    for i, w in enumerate(words):
        if w in literals:
            continue
        after_named = "named" in words[max(0, i - 3):i]
        before_counter = i + 1 < len(words) and words[i + 1] in ("counter", "counters")
        if not (after_named or before_counter or _vote_word(words, i)):
            return w
    return None


def _vote_word(words: list[str], i: int) -> bool:
    """A word a vote names (701.38b: words with no rules meaning, mechanics/voting): 'votes for A or B',
    'A gets more votes', 'for each A vote'."""
    before, after = words[max(0, i - 2):i], words[i + 1:i + 3]
    return (before == ["votes", "for"] or words[max(0, i - 4):i - 2] == ["votes", "for"] and before[-1:] == ["or"]
            or after == ["gets", "more"] or (after[:1] == ["vote"] and words[i - 2:i] == ["for", "each"]))


def parse(text: str, start: str) -> Tree:
    """The parse tree of `text` (descriptions already chunked) from rule `start`; raises lark's errors when
    the text is outside the grammar. Results are cached: chunked lines repeat across many cards."""
    key = (start, text)
    hit = _TREES.get(key)
    if hit is None:
        unknown = unknown_word(text)
        try:
            if unknown:
                raise OutsideVocabulary(f"the grammar has no word {unknown!r}")
            hit = parser().parse(text, start=start)
        except LarkError as e:
            hit = e
        _TREES[key] = hit
    if isinstance(hit, Exception):
        raise hit
    return hit
