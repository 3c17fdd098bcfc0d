"""CR 106.3, the source of mana.

106.3: “Mana is produced by the effects of mana abilities (see rule 605). It may also be produced by the
effects of spells, as well as by the effects of abilities that aren’t mana abilities. A spell or ability
that produces mana instructs a player to add that mana. If mana is produced by a spell, the source of that
mana is that spell. If mana is produced by an ability, the source of that mana is the source of that
ability (see rule 113.7).”

Each unit of mana in a pool remembers its source (`Player.pool`, `Mana.source`).
"""

from __future__ import annotations

from support import (
    P1,
    activate,
    basics,
    board,
    cast,
    define,
    keep_targets,
    life,
    pay_with,
    registering,
    resolve_top,
    top,
    untapped,
)

from lithoform.cards.tree import (
    ActivatedAbility,
    AddMana,
    CardFace,
    Cost,
    GainLife,
    Sequence,
    SpellAbility,
    Target,
    TargetSpec,
)

RITUAL = define(CardFace(
    "CR106 Test Ritual", ("Instant",), "{R}", text="Add {R}{R}{R}.",
    spell=SpellAbility(AddMana(("{R}{R}{R}",))),
))
_PRISM_TEXT = "{T}: Target player gains 1 life. Add {G}."
PRISM = define(CardFace(
    "CR106 Test Prism", ("Artifact",), "{2}", text=_PRISM_TEXT,
    abilities=(ActivatedAbility(Cost(tap=True), Sequence((GainLife(1, Target(0)), AddMana(("{G}",)))),
                                targets=(TargetSpec("player"),), mana=False, text=_PRISM_TEXT),),
))
_cards = registering(RITUAL, PRISM)


def pool(game, player: int = P1) -> list[tuple[str, int]]:
    """The player's mana pool: (type, source) for each unit of mana."""
    return [(m.type, m.source) for m in game.state.players[player].pool]


def test_mana_from_a_mana_ability_has_the_abilitys_source_as_its_source() -> None:
    """106.3: “Mana is produced by the effects of mana abilities” and “If mana is produced by an ability,
    the source of that mana is the source of that ability”: the {G} of Llanowar Elves' mana ability (which
    never uses the stack) has Llanowar Elves as its source."""
    game = board({"battlefield": ["Llanowar Elves"]})
    elves = game.find("Llanowar Elves")
    game.apply(f"activate {elves} 1")
    assert game.state.stack == ()
    assert pool(game) == [("G", elves)]


def test_mana_from_a_spell_has_that_spell_as_its_source() -> None:
    """106.3: “It may also be produced by the effects of spells ... If mana is produced by a spell, the
    source of that mana is that spell.”: CR106 Test Ritual resolves and adds {R}{R}{R}, each with the
    spell (the Ritual on the stack) as its source."""
    game = board({"battlefield": basics(Mountain=1), "hand": [RITUAL]})
    spell = cast(game, game.find(RITUAL, zone="hand"))
    resolve_top(game)
    assert pool(game) == [("R", spell)] * 3
    assert game.state.lki[spell].card == RITUAL


def test_mana_from_an_ability_that_is_not_a_mana_ability_has_the_abilitys_source() -> None:
    """106.3: mana may be produced “by the effects of abilities that aren’t mana abilities”, and its source
    is the source of that ability. CR106 Test Prism's ability has a target, so it is not a mana ability
    (605.1a): it goes on the stack, and as it resolves it adds {G} whose source is the Prism."""
    game = board({"battlefield": [PRISM]})
    prism = game.find(PRISM)
    ability = activate(game, prism, 1, "P1")
    assert game.state.stack == (ability,) and top(game).kind == "activated"
    assert pool(game) == []
    resolve_top(game)
    assert pool(game) == [("G", prism)] and life(game, P1) == 21


def test_mana_from_a_copy_of_an_ability_has_the_original_source() -> None:
    """106.3 with 707.10b: a copy of CR106 Test Prism's ability (made by Lithoform Engine) has the same
    source as the original, so the {G} it adds has the Prism as its source."""
    game = board({"battlefield": [PRISM, "Lithoform Engine", *basics(Plains=2)]})
    prism = game.find(PRISM)
    original = activate(game, prism, 1, "P1")
    game.apply(f"activate {game.find('Lithoform Engine')} 1")
    game.apply(f"target {original}")
    pay_with(game, *untapped(game, "Plains"))
    resolve_top(game)
    keep_targets(game)
    resolve_top(game)  # the copy
    assert pool(game) == [("G", prism)]
