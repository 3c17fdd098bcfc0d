"""The game log as readable text: each structured event rendered with the CR rules it follows."""

from __future__ import annotations

from lithoform.state.model import Event

_TEMPLATES = {
    "setup": "Game set up: turn {turn}, {step}",
    "turn": "Turn {turn} begins (P{player1})",
    "step": "{step} step",
    "draw": "P{player1} draws {card}",
    "renumber": "P{player1}'s library cards get new ids",
    "draw_empty": "P{player1} can't draw: the library is empty",
    "skip_draw": "P{player1} skips the first draw",
    "zone_change": "{card} moves from {src} to {dst} (#{old} becomes #{new})",
    "play_land": "P{player1} plays {card}",
    "announce": "P{player1} announces {card} (#{obj})",
    "total_cost": "total cost of #{obj} is {cost}",
    "paid": "P{player1} pays {cost} for #{obj}",
    "cast": "P{player1} casts {card}{targets_text}",
    "activated": "P{player1} activates an ability of {card}{targets_text}",
    "put_trigger": "{card}'s triggered ability goes on the stack (#{obj})",
    "triggered_on_stack": "{card}'s triggered ability is put on the stack{targets_text}",
    "trigger": "{card}'s ability triggers: {text}",
    "trigger_removed": "{card}'s triggered ability has no legal target and is removed",
    "mana_ability": "P{player1} activates {card}'s mana ability: {mana}",
    "mana": "P{player1} adds {mana}",
    "mana_empties": "P{player1}'s mana pool empties",
    "resolve": "{card} (#{obj}) resolves",
    "fizzle": "{card} (#{obj}) doesn't resolve: all its targets are illegal",
    "intervening_if": "{card} (#{obj}) does nothing: its 'if' condition is false",
    "countered": "{card} (#{obj}) is countered",
    "not_countered": "{card} (#{obj}) can't be countered",
    "damage": "{card} deals {amount} damage to {target}",
    "life": "P{player1}'s life changes by {amount}",
    "poison": "P{player1} gets {amount} poison counter(s)",
    "convoked": "{card} is tapped to pay {paid} of #{obj}'s cost (convoke)",
    "tap": "{card} becomes tapped",
    "untap": "{card} becomes untapped",
    "untap_step": "P{player1} untaps their permanents",
    "counters_removed": "{amount} {kind} counter(s) removed from {card}",
    "counters_added": "{amount} {kind} counter(s) put on #{obj}",
    "continuous_effect": "{objs_text}: {text} ({until})",
    "token": "P{player1} creates a {card} token (#{obj})",
    "regeneration_shield": "a regeneration shield on {card} (#{obj})",
    "regenerate": "{card} (#{obj}) regenerates",
    "enters_attacking": "{card} (#{obj}) enters attacking {defender}",
    "delayed_trigger": "{card} sets up a delayed trigger for the next {step} step",
    "reveal": "P{player1} reveals their hand: {cards}",
    "order_triggers": "P{player1} chooses which of their triggered abilities goes on the stack next: number {order}",
    "sba": "state-based action: {card} (#{obj})",
    "cease": "{card} (#{obj}) ceases to exist",
    "lose": "P{player1} loses the game",
    "game_over": "the game is over: {result}",
    "mandatory_loop": "the game repeats a loop of mandatory actions that no player can stop",
    "game_stopped": "the game is stopped unfinished at its {limit} limit, with no winner",
    "cleanup": "cleanup: damage wears off, 'until end of turn' effects end",
    "cleanup_discard": "P{player1} discards {count} card(s) to hand size",
    "attach": "{card} (#{obj}) becomes attached to #{to}",
    "attacks": "{card} (#{obj}) attacks {target}",
    "blocks": "{card} (#{obj}) blocks #{attacker}",
    "no_attackers": "P{player1} has no creature that can attack",
    "combat_ends": "creatures are removed from combat",
    "coin_flip": "P{player1} wins the coin flip",
    "starting_player": "P{player1} will take the first turn",
    "mulligan_declaration": "P{player1} declares {mulligan_text}",
    "mulligan": "P{player1} takes mulligan number {count}",
    "control": "P{player1} now controls {card} (#{obj})",
    "copy": "P{player1} puts a copy (#{obj}) of {card} (#{original}) on the stack",
    "new_targets": "new targets are chosen for the copy #{obj}",
    "copy_becomes_token": "the copy of {card} becomes a token (#{obj})",
    "enters_as_copy": "{card} enters as a copy of {of}",
    "aura_attached_as_it_enters": "{card} enters attached to {host} (chosen as it enters, not targeted)",
    "aura_cant_enter": "{card} can't enter the battlefield: there is nothing it could enchant",
    "pay_life": "P{player1} pays {amount} life",
    "prevented": "{amount} damage to {target} is prevented",
    "replaced": "{card} goes to {to} instead",
    "skip_set": "P{player1} will skip their next {step} step",
    "skip": "P{player1} skips their {step} step",
    "shield": "the next {amount} damage to {target} this turn will be prevented",
    "loyalty": "{card}'s loyalty changes by {amount}",
    "scry": "P{player1} scries: {top} on top, {bottom} on the bottom",
    "surveil": "P{player1} surveils: {top} on top, {graveyard} into the graveyard",
    "search": "P{player1} searches their library and finds {found} card(s)",
    "shuffle": "P{player1} shuffles their library",
    "fight": "#{first} and #{second} fight",
    "choose_color": "P{player1} chooses {color}",  # 702.16: protection from the color of their choice
    "damage_replaced": "{card}: {amount} damage to {target} becomes {new}",
    "counters_replaced": "{card}: {amount} {kind} counter(s) become {new}",
    "draw_replaced": "{card}: P{player1} draws {count} cards instead",
    "turn_replacement": "{card}: {text}",
}

# untapping, phasing, extra turns and ending the turn (502.3, 702.26, 500.7, 724.1)
_TEMPLATES.update({
    "doesnt_untap": "{card} (#{obj}) doesn't untap",
    "phase_out": "{objs_text} phase(s) out",
    "phase_in": "{objs_text} phase(s) in",
    "extra_turns": "P{player1} will take {count} extra turn(s) after this one",
    "triggers_cease": "{count} waiting triggered abilit(ies) cease to exist",
    "end_the_turn": "the turn ends: the stack is exiled",
    "skip_to_cleanup": "the {step} step ends; the game skips to the cleanup step",
})

# emblems (114.2)
_TEMPLATES["emblem"] = "P{player1} gets an emblem (#{obj})"
# a card exiled with permission to play it (601.3): Furious Rise
_TEMPLATES.update({
    "exile_may_play": "P{player1} exiles {card} (#{obj}) and may play it",
    "may_cast_free": "P{player1} may cast one of {count} exiled card(s) without paying its mana cost this turn",
})


def render(event: Event) -> str:
    args = dict(event.args)
    if "player" in args and isinstance(args["player"], int):
        args["player1"] = args["player"] + 1
    if "objs" in args:
        args["objs_text"] = ", ".join(f"#{o}" for o in args["objs"])
    targets = args.get("targets")
    args["targets_text"] = f" targeting {targets}" if targets else ""
    if event.kind == "mulligan_declaration":
        args["mulligan_text"] = "a mulligan" if args.get("mulligan") else "that they keep"
    if event.kind == "game_over":
        w = args.get("winner")
        args["result"] = "a draw" if w is None else f"P{w + 1} wins"
    template = _TEMPLATES.get(event.kind)
    try:
        text = template.format(**args) if template else f"{event.kind} {args}"
    except (KeyError, ValueError):
        text = f"{event.kind} {event.args}"
    return f"{text} [{', '.join(event.rules)}]"


def render_all(events: list[Event]) -> list[str]:
    return [render(e) for e in events]

# double-faced cards (701.27a)
_TEMPLATES.update({
    "transform": "#{obj} transforms: {card} is up",
})
_TEMPLATES["day_night"] = "it becomes {text}"
