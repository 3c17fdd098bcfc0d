"""From a face's Oracle text to the lines the grammar reads.

One ability per line (113.2: each paragraph is an ability, 207.1); reminder text in parentheses is not
rules text (207.2) and is dropped; the card's own name, its short name ('Bosh') and 'this creature' /
'this spell' ... are written '~' (201.5: an object's name in its text means that object); 'enters the
battlefield' and the newer 'enters' are both written 'enters'. Modes ('Choose one —' and its bullets,
700.2) are grouped into one line group.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_WORDS = re.compile(r"\bthis (?:creature|spell|artifact|enchantment|land|permanent|card|equipment|aura|class)\b")
# "Urza's" is a land type (205.3i), one word, not Urza's possessive
_POSSESSIVE = re.compile(r"(?<=[\w~])(?<!\burza)'s\b")
# 702.29e: '[type]cycling {2}' is read 'typecycling [type] {2}', so the type is a description (mechanics/cycling)
# 'into its owner's library second from the top' (Oust; 401.4) is read as 'on second from the top of its
# owner's library', so that no description suffix begins with 'into' (a put's destination 'into your hand')
_LIBRARY_NTH = re.compile(r"\binto (its owner 's|their owner 's|your) library "
                          r"(second|third|fourth|fifth|sixth|seventh) from the top\b")
# 'it also gains lifelink', '~ also deals 2 damage to ...': 'also' adds nothing to the instruction that follows
# (each instruction of an effect happens, 608.2c), so it is read without it
_ALSO = re.compile(r" also (?=(?:deals?|gains?|gets?|has|have|loses?)\b)")
# 'If this spell was kicked, it deals 10 damage ... instead.' (Fight with Fire): 'it', the subject right after
# the condition about ~, is ~ (the spell itself), not the object the sentence before named
_KICKED_IT_DEALS = re.compile(r"\bif ~ was kicked, it deals\b")
# 'Look at the top card of your library. You may put it into your graveyard.' (Search for Azcanta, Larder Zombie):
# 'it' is the card looked at, as in 'You may put that card into your graveyard.' (Consider), not ~
_LOOKED_AT_IT = re.compile(r"(\blook at the top card of (?:your|target player 's|target opponent 's) library\. "
                           r"you may put )it(?= into\b)")
_TYPECYCLING = re.compile(r"\b(basic )?([a-z]+)cycling(?= \{)")
# 706.3a: a line of a results table, 'N1—N2 | [effect]', 'N | [effect]' or 'N+ | [effect]'
_TABLE_ROW = re.compile(r"(\d+)(?:\u2014(\d+)|(\+))? \| (.+)")
# 'Choose one. If this spell was kicked, choose any number instead.' (Inscription of Abundance)
KICKED_MODES = "choose one. if ~ was kicked, choose any number instead."
# 700.2d: 'Choose three. You may choose the same mode more than once.' (the Confluences)
REPEAT_MODES = re.compile(r"^choose (one|two|three|four)\. you may choose the same mode more than once\.$")
_MODAL = re.compile(r"(?:^|: |, )choose (one|two|three|one or more|one or both|any number|up to one) —$")


@dataclass(frozen=True)
class Line:
    """One ability as printed (reminder text removed), its normalised form for the grammar, and for a
    modal ability its bullets."""

    number: int  # 1-based line of the face's text
    printed: str
    text: str
    modes: tuple[str, ...] = ()
    mode_count: str = ""
    bullets: tuple[str, ...] = ()  # the modes as printed
    # 706.3: the results table after a die roll, part of the same ability (706.3b): (low, high or 0 for 'N+',
    # normalised effect), and its lines as printed
    table: tuple[tuple[int, int, str], ...] = ()
    table_printed: tuple[str, ...] = ()

    @property
    def full_text(self) -> str:
        """The ability as printed, with its bullets."""
        return self.printed + "".join("\n• " + b for b in self.bullets) + "".join("\n" + r for r in self.table_printed)


# 'Hazoret the Fervent' (a legendary's epithet after 'the'): its text calls it 'Hazoret'
_EPITHET = re.compile(r"([A-Z][\w'-]+) the [A-Z]")


def self_names(face_name: str, legendary: bool = False) -> tuple[str, ...]:
    """The names that mean the card itself: the full name and, for 'Bosh, Iron Golem', 'Bosh'; for a
    legendary 'Hazoret the Fervent', 'Hazoret'."""
    names = [face_name]
    if ", " in face_name:
        names.append(face_name.split(", ")[0])
    elif legendary and (m := _EPITHET.match(face_name)):
        names.append(m.group(1))
    return tuple(names)


def normalise(text: str, names: tuple[str, ...]) -> str:
    """The grammar's form of one line: lower case, '~' for the card itself, possessives split off."""
    text = text.replace("’", "'").replace("−", "-").replace("\u2014", "—")
    for name in sorted(names, key=len, reverse=True):
        # not 'Tuktuk' in 'create Tuktuk the Returned' (Tuktuk the Explorer): another legendary's name
        text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])(?! the [A-Z])", "~", text)
    text = text.lower()
    text = _SELF_WORDS.sub("~", text)
    text = text.replace("enters the battlefield", "enters").replace("enter the battlefield", "enter")
    text = _POSSESSIVE.sub(" 's", text)
    text = _LIBRARY_NTH.sub(r"on \2 from the top of \1 library", text)
    text = _TYPECYCLING.sub(r"typecycling \1\2", text)
    text = _ALSO.sub(" ", text)
    text = _KICKED_IT_DEALS.sub("if ~ was kicked, ~ deals", text)
    text = _LOOKED_AT_IT.sub(r"\1that card", text)
    return " ".join(text.split())


def split_lines(text: str, names: tuple[str, ...]) -> list[Line]:
    """The face's abilities, one per line, with modal bullets attached to their 'Choose ...' line."""
    out: list[Line] = []
    pending: Line | None = None
    modes: list[str] = []
    bullets: list[str] = []
    for number, raw in enumerate(text.split("\n"), 1):
        printed = _REMINDER.sub("", raw).strip()
        if not printed:
            continue
        if printed.startswith("•") and pending is not None:
            bullet = printed.lstrip("• ").strip()
            bullets.append(bullet)
            modes.append(normalise(bullet, names))
            continue
        row = _TABLE_ROW.fullmatch(printed.replace("\u2013", "\u2014"))
        if row and pending is None and out:  # 706.3b: a results table row belongs to the ability above it
            low, high = int(row.group(1)), int(row.group(2) or (0 if row.group(3) else row.group(1)))
            last = out[-1]
            out[-1] = Line(last.number, last.printed, last.text, last.modes, last.mode_count, last.bullets,
                           last.table + ((low, high, normalise(row.group(4), names)),),
                           last.table_printed + (printed,))
            continue
        if pending is not None:
            out.append(Line(pending.number, pending.printed, pending.text, tuple(modes), pending.mode_count,
                            tuple(bullets)))
            pending, modes, bullets = None, [], []
        norm = normalise(printed, names)
        m = _MODAL.search(norm)
        if m:
            pending = Line(number, printed, norm, (), m.group(1))
            continue
        repeat = REPEAT_MODES.match(norm)
        if repeat:  # 700.2d: its bullets are the modes, each of which may be chosen more than once
            pending = Line(number, printed, norm, (), repeat.group(1))
            continue
        if norm == KICKED_MODES:  # 700.2, 702.33d: its bullets are the modes (the Inscriptions)
            pending = Line(number, printed, norm, (), "one")
            continue
        out.append(Line(number, printed, norm))
    if pending is not None:
        out.append(Line(pending.number, pending.printed, pending.text, tuple(modes), pending.mode_count,
                        tuple(bullets)))
    return out
