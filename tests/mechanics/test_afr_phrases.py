"""Smaller phrases of Adventures in the Forgotten Realms, each with the rule it follows: a trigger limit ('This
ability triggers only once each turn.'), 'that many' after 'deals combat damage to a player' (120.1), 'If that
permanent is green, ... instead' (105.2, 608.2c), 'Activate only if ~ is in your graveyard' (113.6m), 'until
your next turn' (611.2b), a legendary token (205.4), 'lose N life unless they discard a card' (101.4)."""

from __future__ import annotations

from support import basics, board, cast, life, pass_both, pt, use_compiled

from lithoform.cards.tree import CardFace, CreateToken, SpellAbility
from lithoform.catalog.compiled import compiled
from lithoform.mechanics.unless_they.nodes import LoseLifeUnless

use_compiled("Varis, Silverymoon Ranger", "Burning Hands", "Loathsome Troll", "Grizzly Bears")


def test_trigger_limit_once_each_turn() -> None:
    """Varis: 'Whenever you cast a creature or planeswalker spell, venture into the dungeon. This ability
    triggers only once each turn.' — the second creature spell of the turn doesn't trigger it."""
    game = board({"battlefield": ["Varis, Silverymoon Ranger", *basics(Forest=6)],
                  "hand": ["Grizzly Bears", "Grizzly Bears"]})
    bears = [o for o in game.zone("hand", 0)]
    cast(game, bears[0])
    assert sum(1 for e in game.state.events() if e.kind == "trigger") == 1
    pass_both(game)  # the trigger: venture (a dungeon is chosen)
    game.apply("choose 2")
    while game.state.stack:
        pass_both(game)
    cast(game, bears[1])
    assert sum(1 for e in game.state.events() if e.kind == "trigger" and "venture" in str(e.args.get("text", "")).lower()) == 1


def test_105_2_if_that_permanent_is_green_it_deals_6_instead() -> None:
    game = board({"hand": ["Burning Hands"], "battlefield": basics(Mountain=2)},
                 {"battlefield": ["Craw Wurm", "Hill Giant"]})
    cast(game, "Burning Hands", game.find("Hill Giant"))
    pass_both(game)
    assert game.state.objects[game.find("Hill Giant")].damage == 2  # red: 2 damage
    game = board({"hand": ["Burning Hands"], "battlefield": basics(Mountain=2)}, {"battlefield": ["Craw Wurm"]})
    cast(game, "Burning Hands", game.find("Craw Wurm"))
    pass_both(game)
    assert "Craw Wurm" in [game.chars(o).name for o in game.zone("graveyard", 1)]  # green: 6 damage


def test_113_6m_loathsome_troll_is_activated_from_the_graveyard() -> None:
    card = compiled("Loathsome Troll").card
    assert card is not None
    (ability,) = [a for a in card.faces[0].abilities if type(a).__name__ == "ActivatedAbility"]
    assert ability.zone == "graveyard" and ability.condition is None


def test_205_4_a_legendary_named_token() -> None:
    """Cradle of the Death God: 'Create The Atropal, a legendary 4/4 black God Horror creature token with
    deathtouch.'"""
    from lithoform.carddb.records import FaceRecord
    from lithoform.compiler.compiler import compile_face
    face = compile_face(FaceRecord(name="Room", layout="normal", types=("Sorcery",),
                                   text="Create The Atropal, a legendary 4/4 black God Horror creature token "
                                        "with deathtouch."))
    assert face.face is not None and face.face.spell is not None
    effect = face.face.spell.effect
    assert isinstance(effect, CreateToken)
    assert (effect.token.name, effect.token.supertypes) == ("The Atropal", ("Legendary",))


def test_101_4_each_player_loses_life_unless_they_discard() -> None:
    """Veils of Fear: 'Each player loses 2 life unless they discard a card.' — a player with no card can't
    discard (118.12) and loses the life; the other chooses."""
    from support.cards import registered

    from lithoform.carddb.records import FaceRecord
    from lithoform.cards.tree import CardDef
    from lithoform.compiler.compiler import compile_face
    face = compile_face(FaceRecord(name="Veils Test", layout="normal", types=("Instant",), mana_cost="{0}",
                                   text="Each player loses 2 life unless they discard a card."))
    assert face.face is not None and isinstance(face.face.spell.effect, LoseLifeUnless)
    card = CardDef("Veils Test", (CardFace("Veils Test", ("Instant",), "{0}", spell=SpellAbility(
        face.face.spell.effect)),))
    with registered([card]):
        game = board({"hand": ["Veils Test", "Grizzly Bears"]}, {"hand": []})
        cast(game, "Veils Test")
        pass_both(game)
        assert game.pending.kind == "may" and game.pending.player == 0
        game.apply("yes")
        while game.pending.kind != "priority":
            game.apply(game.legal_actions()[0])
        assert (life(game, 0), life(game, 1)) == (20, 18)
        assert "Grizzly Bears" in [game.chars(o).name for o in game.zone("graveyard", 0)]


def test_611_2b_until_your_next_turn_compiles_as_a_duration() -> None:
    from lithoform.carddb.records import FaceRecord
    from lithoform.compiler.compiler import compile_face
    face = compile_face(FaceRecord(name="Room", layout="normal", types=("Sorcery",),
                                   text="Target creature can't attack until your next turn."))
    assert face.face is not None and face.face.spell.effect.until == "until_your_next_turn"
    assert pt  # (the P/T case is played in test_cr_701_49: Fungi Cavern)
