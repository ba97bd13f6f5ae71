//! Which of some identified struct types a module still references.
//!
//! A type is referenced if some global's value type, function signature,
//! instruction result, constant operand, `alloca` allocated type,
//! `getelementptr` source element type or call function type contains it,
//! through struct elements, arrays and vectors. (Non-constant operands are
//! results or arguments, already covered.) The walk stops as soon as every
//! wanted type has been found.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use llvm_sys::LLVMTypeKind::*;
use rustc_hash::FxHashSet;
use std::collections::HashSet;
use crate::{ir, SYCL_TYPES_THAT_USE_ASPECTS};

/// Decorated classes' struct types and their aspects, in declaration order.
pub type DecoratedTypes = Vec<(LLVMTypeRef, Vec<i32>)>;

/// The subset of `wanted` that the module references.
pub unsafe fn referenced_struct_types(module: LLVMModuleRef, wanted: &HashSet<LLVMTypeRef>) -> HashSet<LLVMTypeRef> {
    let mut walker = Walker { wanted, seen: FxHashSet::default(), found: HashSet::new(), stack: Vec::new() };
    let mut g = LLVMGetFirstGlobal(module);
    while !g.is_null() && !walker.done() {
        walker.add(LLVMGlobalGetValueType(g));
        g = LLVMGetNextGlobal(g);
    }
    let mut f = LLVMGetFirstFunction(module);
    while !f.is_null() && !walker.done() {
        walker.add(LLVMGlobalGetValueType(f));
        let mut bb = LLVMGetFirstBasicBlock(f);
        while !bb.is_null() {
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                walker.add_instruction(inst);
                inst = LLVMGetNextInstruction(inst);
            }
            bb = LLVMGetNextBasicBlock(bb);
        }
        f = LLVMGetNextFunction(f);
    }
    walker.found
}

struct Walker<'a> {
    wanted: &'a HashSet<LLVMTypeRef>,
    seen: FxHashSet<LLVMTypeRef>,
    found: HashSet<LLVMTypeRef>,
    stack: Vec<LLVMTypeRef>,
}

impl Walker<'_> {
    fn done(&self) -> bool {
        self.found.len() == self.wanted.len()
    }

    unsafe fn add_instruction(&mut self, inst: LLVMValueRef) {
        self.add(LLVMTypeOf(inst));
        match LLVMGetInstructionOpcode(inst) {
            LLVMOpcode::LLVMAlloca => self.add(LLVMGetAllocatedType(inst)),
            LLVMOpcode::LLVMGetElementPtr => self.add(LLVMGetGEPSourceElementType(inst)),
            LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr => {
                self.add(LLVMGetCalledFunctionType(inst))
            }
            _ => {}
        }
        for i in 0..LLVMGetNumOperands(inst).max(0) as u32 {
            let op = LLVMGetOperand(inst, i);
            if !op.is_null() && LLVMIsConstant(op) != 0 {
                self.add(LLVMTypeOf(op));
            }
        }
    }

    unsafe fn add(&mut self, ty: LLVMTypeRef) {
        // Scalars and pointers contain no struct: the common case.
        if ty.is_null()
            || !matches!(
                LLVMGetTypeKind(ty),
                LLVMStructTypeKind | LLVMArrayTypeKind | LLVMVectorTypeKind | LLVMScalableVectorTypeKind | LLVMFunctionTypeKind
            )
        {
            return;
        }
        let mut stack = std::mem::take(&mut self.stack);
        stack.push(ty);
        while let Some(ty) = stack.pop() {
            if ty.is_null() || !self.seen.insert(ty) {
                continue;
            }
            if LLVMGetTypeKind(ty) == LLVMStructTypeKind && self.wanted.contains(&ty) {
                self.found.insert(ty);
            }
            ir::contained_types(ty, &mut stack);
        }
        self.stack = stack;
    }
}

/// Writes `!sycl_types_that_use_aspects` for the decorated types `module`
/// references, found by walking the module.
///
/// # Safety
/// `module` must be a valid module handle and the types its context's.
pub unsafe fn write_referenced_types(module: LLVMModuleRef, decorated: DecoratedTypes) {
    if decorated.is_empty() {
        return;
    }
    let wanted: HashSet<LLVMTypeRef> = decorated.iter().map(|c| c.0).collect();
    let referenced = referenced_struct_types(module, &wanted);
    write_types_that_use_aspects(module, &decorated, |t| referenced.contains(&t));
}

/// Writes `!sycl_types_that_use_aspects` entries, in order, for the
/// decorated types `is_referenced` accepts.
///
/// # Safety
/// `module` must be a valid module handle and the types its context's.
pub unsafe fn write_types_that_use_aspects(
    module: LLVMModuleRef,
    decorated: &DecoratedTypes,
    is_referenced: impl Fn(LLVMTypeRef) -> bool,
) {
    let ctx = LLVMGetModuleContext(module);
    let entries = decorated.iter().filter(|&&(class, _)| is_referenced(class)).filter_map(|(class, aspects)| {
        ir::struct_name_of(*class).map(|name| ir::md_named_i32_list(ctx, &name, aspects))
    });
    ir::add_named_operands(module, SYCL_TYPES_THAT_USE_ASPECTS, entries);
}
